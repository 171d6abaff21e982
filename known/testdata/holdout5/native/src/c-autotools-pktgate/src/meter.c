/* meter.c: the meter module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long meter_calls;

int meter_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	meter_calls = 0;
	ctx->ticks += 39;
	return 0;
}

size_t meter_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	meter_calls++;
	n = snprintf(buf, len, "meter: %s (%lu calls, %lu ticks)", ctx->name, meter_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int meter_tune(struct pg_ctx *ctx, int level)
{
	static const struct pg_opt opts[] = {
		{ "meter.low", 1 },
		{ "meter.high", 9, 0 },
	};
	for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
		if (opts[i].value == level)
			ctx->verbose = opts[i].flags;
	return 0;
}
