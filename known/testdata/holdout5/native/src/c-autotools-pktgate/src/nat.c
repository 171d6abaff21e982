/* nat.c: the nat module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long nat_calls;

int nat_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	nat_calls = 0;
	ctx->ticks += 40;
	return 0;
}

size_t nat_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	nat_calls++;
	n = snprintf(buf, len, "nat: %s (%lu calls, %lu ticks)", ctx->name, nat_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int nat_tune(struct pg_ctx *ctx, int level)
{
	int previous;
	if (level < 0)
		return -1;
	ctx->verbose = level > 2;
	return 0;
}
