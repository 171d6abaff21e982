/* xdp.c: the xdp module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long xdp_calls;

int xdp_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	xdp_calls = 0;
	ctx->ticks += 63;
	return 0;
}

size_t xdp_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	xdp_calls++;
	n = snprintf(buf, len, "xdp: %s (%lu calls, %lu ticks)", ctx->name, xdp_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int xdp_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
