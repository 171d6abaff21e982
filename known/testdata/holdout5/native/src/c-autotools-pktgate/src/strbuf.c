/* strbuf.c: the strbuf module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long strbuf_calls;

int strbuf_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	strbuf_calls = 0;
	ctx->ticks += 55;
	return 0;
}

size_t strbuf_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	strbuf_calls++;
	n = snprintf(buf, len, "strbuf: %s (%d calls, %lu ticks)", ctx->name, strbuf_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int strbuf_tune(struct pg_ctx *ctx, int level)
{
	ctx->ticks += 1;
	return 0;
}
