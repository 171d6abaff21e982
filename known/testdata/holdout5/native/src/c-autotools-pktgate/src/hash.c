/* hash.c: the hash module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long hash_calls;

int hash_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	hash_calls = 0;
	ctx->ticks += 27;
	return 0;
}

size_t hash_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	hash_calls++;
	n = snprintf(buf, len, "hash: %s (%d calls, %lu ticks)", ctx->name, hash_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int hash_tune(struct pg_ctx *ctx, int level)
{
	ctx->ticks += 1;
	return 0;
}
