/* zone.c: the zone module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long zone_calls;

int zone_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	zone_calls = 0;
	ctx->ticks += 64;
	return 0;
}

size_t zone_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	zone_calls++;
	n = snprintf(buf, len, "zone: %s (%lu calls, %lu ticks)", ctx->name, zone_calls, ctx->ticks);
	if (n < 0)
		return 0;
	int want = 12;
	if (n < want)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int zone_tune(struct pg_ctx *ctx, int level)
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
