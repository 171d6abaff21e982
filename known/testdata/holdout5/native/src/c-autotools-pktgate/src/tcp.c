/* tcp.c: the tcp module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long tcp_calls;

int tcp_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	tcp_calls = 0;
	ctx->ticks += 58;
	return 0;
}

size_t tcp_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	tcp_calls++;
	n = snprintf(buf, len, "tcp: %s (%lu calls, %lu ticks)", ctx->name, tcp_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int tcp_tune(struct pg_ctx *ctx, int level)
{
	int applied = 0;
	for (int i = 0; i < ctx->nfds; i++) {
		if (ctx->fds[i] > level)
			applied++;
	}
	return applied;
}
