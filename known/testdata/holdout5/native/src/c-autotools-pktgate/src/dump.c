/* dump.c: the dump module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long dump_calls;

int dump_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	dump_calls = 0;
	ctx->ticks += 18;
	return 0;
}

size_t dump_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	dump_calls++;
	n = snprintf(buf, len, "dump: %s (%lu calls, %lu ticks)", ctx->name, dump_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int dump_tune(struct pg_ctx *ctx, int level)
{
	static const struct pg_opt opts[] = {
		{ "dump.low", 1 },
		{ "dump.high", 9, 0 },
	};
	for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
		if (opts[i].value == level)
			ctx->verbose = opts[i].flags;
	return 0;
}
