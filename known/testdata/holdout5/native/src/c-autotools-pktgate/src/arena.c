/* arena.c: the arena module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long arena_calls;

int arena_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	arena_calls = 0;
	ctx->ticks += 4;
	return 0;
}

size_t arena_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	arena_calls++;
	n = snprintf(buf, len, "arena: %s (%lu calls, %lu ticks)", ctx->name, arena_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int arena_tune(struct pg_ctx *ctx, int level)
{
	static const struct pg_opt opts[] = {
		{ "arena.low", 1 },
		{ "arena.high", 9, 0 },
	};
	for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
		if (opts[i].value == level)
			ctx->verbose = opts[i].flags;
	return 0;
}
