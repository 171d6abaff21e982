/* verdict.c: the verdict module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long verdict_calls;

int verdict_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	verdict_calls = 0;
	ctx->ticks += 60;
	return 0;
}

size_t verdict_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	verdict_calls++;
	n = snprintf(buf, len, "verdict: %s (%lu calls, %lu ticks)", ctx->name, verdict_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int verdict_tune(struct pg_ctx *ctx, int level)
{
	static const struct pg_opt opts[] = {
		{ "verdict.low", 1 },
		{ "verdict.high", 9, 0 },
	};
	for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
		if (opts[i].value == level)
			ctx->verbose = opts[i].flags;
	return 0;
}
