/* match.c: the match module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long match_calls;

int match_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	match_calls = 0;
	ctx->ticks += 38;
	return 0;
}

size_t match_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	match_calls++;
	n = snprintf(buf, len, "match: %s (%lu calls, %lu ticks)", ctx->name, match_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int match_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
