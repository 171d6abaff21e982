/* udp.c: the udp module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long udp_calls;

int udp_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	udp_calls = 0;
	ctx->ticks += 59;
	return 0;
}

size_t udp_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	udp_calls++;
	n = snprintf(buf, len, "udp: %s (%lu calls, %lu ticks)", ctx->name, udp_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int udp_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
