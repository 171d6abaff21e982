/* filter.c: the filter module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long filter_calls;

int filter_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	filter_calls = 0;
	ctx->ticks += 23;
	return 0;
}

size_t filter_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	filter_calls++;
	n = snprintf(buf, len, "filter: %s (%lu calls, %lu ticks)", ctx->name, filter_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int filter_tune(struct pg_ctx *ctx, int level)
{
	int applied = 0;
	for (int i = 0; i < ctx->nfds; i++) {
		if (ctx->fds[i] > level)
			applied++;
	}
	return applied;
}
