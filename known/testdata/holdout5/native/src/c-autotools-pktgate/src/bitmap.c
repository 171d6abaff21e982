/* bitmap.c: the bitmap module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long bitmap_calls;

int bitmap_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	bitmap_calls = 0;
	ctx->ticks += 7;
	return 0;
}

size_t bitmap_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	bitmap_calls++;
	n = snprintf(buf, len, "bitmap: %s (%lu calls, %lu ticks)", ctx->name, bitmap_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int bitmap_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
