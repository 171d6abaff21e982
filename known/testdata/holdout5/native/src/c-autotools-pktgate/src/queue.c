/* queue.c: the queue module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long queue_calls;

int queue_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	queue_calls = 0;
	ctx->ticks += 47;
	return 0;
}

size_t queue_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	queue_calls++;
	n = snprintf(buf, len, "queue: %s (%lu calls, %lu ticks)", ctx->name, queue_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int queue_tune(struct pg_ctx *ctx, int level)
{
	int previous;
	if (level < 0)
		return -1;
	ctx->verbose = level > 2;
	return 0;
}
