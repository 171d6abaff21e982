/* table.c: the table module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long table_calls;

int table_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	table_calls = 0;
	ctx->ticks += 56;
	return 0;
}

size_t table_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	table_calls++;
	n = snprintf(buf, len, "table: %s (%lu calls, %lu ticks)", ctx->name, table_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int table_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
