/* reload.c: the reload module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long reload_calls;

int reload_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	reload_calls = 0;
	ctx->ticks += 49;
	return 0;
}

size_t reload_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	reload_calls++;
	n = snprintf(buf, len, "reload: %s (%lu calls, %lu ticks)", ctx->name, reload_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int reload_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
