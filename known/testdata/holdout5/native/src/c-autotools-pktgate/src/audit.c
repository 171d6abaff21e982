/* audit.c: the audit module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long audit_calls;

int audit_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	audit_calls = 0;
	ctx->ticks += 5;
	return 0;
}

size_t audit_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	audit_calls++;
	n = snprintf(buf, len, "audit: %s (%lu calls, %lu ticks)", ctx->name, audit_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int audit_tune(struct pg_ctx *ctx, int level)
{
	int previous;
	if (level < 0)
		return -1;
	ctx->verbose = level > 2;
	return 0;
}
