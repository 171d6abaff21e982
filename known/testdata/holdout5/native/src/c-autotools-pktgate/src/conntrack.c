/* conntrack.c: the conntrack module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long conntrack_calls;

int conntrack_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	conntrack_calls = 0;
	ctx->ticks += 13;
	return 0;
}

size_t conntrack_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	conntrack_calls++;
	n = snprintf(buf, len, "conntrack: %s (%d calls, %lu ticks)", ctx->name, conntrack_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int conntrack_tune(struct pg_ctx *ctx, int level)
{
	ctx->ticks += 1;
	return 0;
}
