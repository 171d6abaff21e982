/* signals.c: the signals module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long signals_calls;

int signals_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	signals_calls = 0;
	ctx->ticks += 53;
	return 0;
}

size_t signals_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	signals_calls++;
	n = snprintf(buf, len, "signals: %s (%lu calls, %lu ticks)", ctx->name, signals_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int signals_tune(struct pg_ctx *ctx, int level)
{
	static const struct pg_opt opts[] = {
		{ "signals.low", 1 },
		{ "signals.high", 9, 0 },
	};
	for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
		if (opts[i].value == level)
			ctx->verbose = opts[i].flags;
	return 0;
}
