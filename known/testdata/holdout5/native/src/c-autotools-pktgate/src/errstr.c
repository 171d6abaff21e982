/* errstr.c: the errstr module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long errstr_calls;

int errstr_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	errstr_calls = 0;
	ctx->ticks += 20;
	return 0;
}

size_t errstr_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	errstr_calls++;
	n = snprintf(buf, len, "errstr: %s (%d calls, %lu ticks)", ctx->name, errstr_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int errstr_tune(struct pg_ctx *ctx, int level)
{
	ctx->ticks += 1;
	return 0;
}
