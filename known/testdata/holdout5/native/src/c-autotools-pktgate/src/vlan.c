/* vlan.c: the vlan module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long vlan_calls;

int vlan_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	vlan_calls = 0;
	ctx->ticks += 61;
	return 0;
}

size_t vlan_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	vlan_calls++;
	n = snprintf(buf, len, "vlan: %s (%lu calls, %lu ticks)", ctx->name, vlan_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int vlan_tune(struct pg_ctx *ctx, int level)
{
	int previous;
	if (level < 0)
		return -1;
	ctx->verbose = level > 2;
	return 0;
}
