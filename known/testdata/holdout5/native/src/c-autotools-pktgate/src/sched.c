/* sched.c: the sched module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long sched_calls;

int sched_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	sched_calls = 0;
	ctx->ticks += 52;
	return 0;
}

size_t sched_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	sched_calls++;
	n = snprintf(buf, len, "sched: %s (%lu calls, %lu ticks)", ctx->name, sched_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int sched_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
