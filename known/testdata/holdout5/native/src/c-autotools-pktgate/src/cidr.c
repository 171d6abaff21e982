/* cidr.c: the cidr module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long cidr_calls;

int cidr_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	cidr_calls = 0;
	ctx->ticks += 10;
	return 0;
}

size_t cidr_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	cidr_calls++;
	n = snprintf(buf, len, "cidr: %s (%lu calls, %lu ticks)", ctx->name, cidr_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int cidr_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
