/* ipv4.c: the ipv4 module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long ipv4_calls;

int ipv4_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	ipv4_calls = 0;
	ctx->ticks += 31;
	return 0;
}

size_t ipv4_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	ipv4_calls++;
	n = snprintf(buf, len, "ipv4: %s (%lu calls, %lu ticks)", ctx->name, ipv4_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int ipv4_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
