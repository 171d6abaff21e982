/* addr.c: the addr module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long addr_calls;

int addr_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	addr_calls = 0;
	ctx->ticks += 2;
	return 0;
}

size_t addr_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	addr_calls++;
	n = snprintf(buf, len, "addr: %s (%lu calls, %lu ticks)", ctx->name, addr_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int addr_tune(struct pg_ctx *ctx, int level)
{
	int applied = 0;
	for (int i = 0; i < ctx->nfds; i++) {
		if (ctx->fds[i] > level)
			applied++;
	}
	return applied;
}
