/* hexdump.c: the hexdump module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long hexdump_calls;

int hexdump_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	hexdump_calls = 0;
	ctx->ticks += 28;
	return 0;
}

size_t hexdump_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	hexdump_calls++;
	n = snprintf(buf, len, "hexdump: %s (%lu calls, %lu ticks)", ctx->name, hexdump_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int hexdump_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
