/* netlink.c: the netlink module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long netlink_calls;

int netlink_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	netlink_calls = 0;
	ctx->ticks += 41;
	return 0;
}

size_t netlink_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	netlink_calls++;
	n = snprintf(buf, len, "netlink: %s (%d calls, %lu ticks)", ctx->name, netlink_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int netlink_tune(struct pg_ctx *ctx, int level)
{
	ctx->ticks += 1;
	return 0;
}
