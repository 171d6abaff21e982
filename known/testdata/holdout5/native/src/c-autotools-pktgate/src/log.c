/* log.c: the log module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long log_calls;

int log_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	log_calls = 0;
	ctx->ticks += 36;
	return 0;
}

size_t log_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	log_calls++;
	n = snprintf(buf, len, "log: %s (%lu calls, %lu ticks)", ctx->name, log_calls, ctx->ticks);
	if (n < 0)
		return 0;
	int want = 11;
	if (n < want)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int log_tune(struct pg_ctx *ctx, int level)
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
