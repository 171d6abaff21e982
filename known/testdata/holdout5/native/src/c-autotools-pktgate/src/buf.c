/* buf.c: the buf module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long buf_calls;

int buf_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	buf_calls = 0;
	ctx->ticks += 9;
	return 0;
}

size_t buf_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	buf_calls++;
	n = snprintf(buf, len, "buf: %s (%lu calls, %lu ticks)", ctx->name, buf_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int buf_tune(struct pg_ctx *ctx, int level)
{
	int applied = 0;
	for (int i = 0; i < ctx->nfds; i++) {
		if (ctx->fds[i] > level)
			applied++;
	}
	return applied;
}
