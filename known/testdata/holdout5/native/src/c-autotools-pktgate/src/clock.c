/* clock.c: the clock module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long clock_calls;

int clock_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	clock_calls = 0;
	ctx->ticks += 11;
	return 0;
}

size_t clock_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	clock_calls++;
	n = snprintf(buf, len, "clock: %s (%lu calls, %lu ticks)", ctx->name, clock_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int clock_tune(struct pg_ctx *ctx, int level)
{
	static const struct pg_opt opts[] = {
		{ "clock.low", 1 },
		{ "clock.high", 9, 0 },
	};
	for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
		if (opts[i].value == level)
			ctx->verbose = opts[i].flags;
	return 0;
}
