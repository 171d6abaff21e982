/* listen.c: the listen module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long listen_calls;

int listen_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	listen_calls = 0;
	ctx->ticks += 35;
	return 0;
}

size_t listen_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	listen_calls++;
	n = snprintf(buf, len, "listen: %s (%lu calls, %lu ticks)", ctx->name, listen_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int listen_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
