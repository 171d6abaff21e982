/* flow.c: the flow module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long flow_calls;

int flow_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	flow_calls = 0;
	ctx->ticks += 24;
	return 0;
}

size_t flow_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	flow_calls++;
	n = snprintf(buf, len, "flow: %s (%lu calls, %lu ticks)", ctx->name, flow_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int flow_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
