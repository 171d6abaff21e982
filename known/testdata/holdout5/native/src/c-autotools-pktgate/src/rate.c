/* rate.c: the rate module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long rate_calls;

int rate_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	rate_calls = 0;
	ctx->ticks += 48;
	return 0;
}

size_t rate_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	rate_calls++;
	n = snprintf(buf, len, "rate: %s (%d calls, %lu ticks)", ctx->name, rate_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int rate_tune(struct pg_ctx *ctx, int level)
{
	ctx->ticks += 1;
	return 0;
}
