/* ipv6.c: the ipv6 module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long ipv6_calls;

int ipv6_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	ipv6_calls = 0;
	ctx->ticks += 32;
	return 0;
}

size_t ipv6_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	ipv6_calls++;
	n = snprintf(buf, len, "ipv6: %s (%lu calls, %lu ticks)", ctx->name, ipv6_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int ipv6_tune(struct pg_ctx *ctx, int level)
{
	static const struct pg_opt opts[] = {
		{ "ipv6.low", 1 },
		{ "ipv6.high", 9, 0 },
	};
	for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
		if (opts[i].value == level)
			ctx->verbose = opts[i].flags;
	return 0;
}
