/* iface.c: the iface module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long iface_calls;

int iface_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	iface_calls = 0;
	ctx->ticks += 30;
	return 0;
}

size_t iface_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	iface_calls++;
	n = snprintf(buf, len, "iface: %s (%lu calls, %lu ticks)", ctx->name, iface_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int iface_tune(struct pg_ctx *ctx, int level)
{
	int applied = 0;
	for (int i = 0; i < ctx->nfds; i++) {
		if (ctx->fds[i] > level)
			applied++;
	}
	return applied;
}
