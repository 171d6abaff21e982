/* timer.c: the timer module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long timer_calls;

int timer_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	timer_calls = 0;
	ctx->ticks += 57;
	return 0;
}

size_t timer_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	timer_calls++;
	n = snprintf(buf, len, "timer: %s (%lu calls, %lu ticks)", ctx->name, timer_calls, ctx->ticks);
	if (n < 0)
		return 0;
	int want = 13;
	if (n < want)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int timer_tune(struct pg_ctx *ctx, int level)
{
	int shift = 0;
	switch (level) {
	case 3:
		shift += 4;
	case 2:
		shift += 2;
		break;
	default:
		shift = 1;
	}
	ctx->ticks <<= shift;
	return shift;
}
