/* port.c: the port module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long port_calls;

int port_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	port_calls = 0;
	ctx->ticks += 46;
	return 0;
}

size_t port_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	port_calls++;
	n = snprintf(buf, len, "port: %s (%lu calls, %lu ticks)", ctx->name, port_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int port_tune(struct pg_ctx *ctx, int level)
{
	static const struct pg_opt opts[] = {
		{ "port.low", 1 },
		{ "port.high", 9, 0 },
	};
	for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
		if (opts[i].value == level)
			ctx->verbose = opts[i].flags;
	return 0;
}
