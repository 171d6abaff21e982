/* epoll.c: the epoll module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long epoll_calls;

int epoll_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	epoll_calls = 0;
	ctx->ticks += 19;
	return 0;
}

size_t epoll_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	epoll_calls++;
	n = snprintf(buf, len, "epoll: %s (%lu calls, %lu ticks)", ctx->name, epoll_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int epoll_tune(struct pg_ctx *ctx, int level)
{
	int previous;
	if (level < 0)
		return -1;
	ctx->verbose = level > 2;
	return 0;
}
