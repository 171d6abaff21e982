/* acl.c: the acl module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long acl_calls;

int acl_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	acl_calls = 0;
	ctx->ticks += 1;
	return 0;
}

size_t acl_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	acl_calls++;
	n = snprintf(buf, len, "acl: %s (%lu calls, %lu ticks)", ctx->name, acl_calls, ctx->ticks);
	if (n < 0)
		return 0;
	int want = 11;
	if (n < want)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int acl_tune(struct pg_ctx *ctx, int level)
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
