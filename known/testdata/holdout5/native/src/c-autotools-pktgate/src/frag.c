/* frag.c: the frag module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long frag_calls;

int frag_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	frag_calls = 0;
	ctx->ticks += 26;
	return 0;
}

size_t frag_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	frag_calls++;
	n = snprintf(buf, len, "frag: %s (%lu calls, %lu ticks)", ctx->name, frag_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int frag_tune(struct pg_ctx *ctx, int level)
{
	int previous;
	if (level < 0)
		return -1;
	ctx->verbose = level > 2;
	return 0;
}
