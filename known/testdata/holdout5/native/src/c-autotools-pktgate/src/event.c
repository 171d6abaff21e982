/* event.c: the event module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long event_calls;

int event_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	event_calls = 0;
	ctx->ticks += 21;
	return 0;
}

size_t event_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	event_calls++;
	n = snprintf(buf, len, "event: %s (%lu calls, %lu ticks)", ctx->name, event_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int event_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
