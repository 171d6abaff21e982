/* backoff.c: the backoff module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long backoff_calls;

int backoff_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	backoff_calls = 0;
	ctx->ticks += 6;
	return 0;
}

size_t backoff_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	backoff_calls++;
	n = snprintf(buf, len, "backoff: %s (%d calls, %lu ticks)", ctx->name, backoff_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int backoff_tune(struct pg_ctx *ctx, int level)
{
	ctx->ticks += 1;
	return 0;
}
