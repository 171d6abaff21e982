/* daemon.c: the daemon module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long daemon_calls;

int daemon_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	daemon_calls = 0;
	ctx->ticks += 16;
	return 0;
}

size_t daemon_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	daemon_calls++;
	n = snprintf(buf, len, "daemon: %s (%lu calls, %lu ticks)", ctx->name, daemon_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int daemon_tune(struct pg_ctx *ctx, int level)
{
	int applied = 0;
	for (int i = 0; i < ctx->nfds; i++) {
		if (ctx->fds[i] > level)
			applied++;
	}
	return applied;
}
