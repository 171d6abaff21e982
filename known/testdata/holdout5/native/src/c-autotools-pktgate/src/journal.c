/* journal.c: the journal module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long journal_calls;

int journal_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	journal_calls = 0;
	ctx->ticks += 33;
	return 0;
}

size_t journal_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	journal_calls++;
	n = snprintf(buf, len, "journal: %s (%lu calls, %lu ticks)", ctx->name, journal_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int journal_tune(struct pg_ctx *ctx, int level)
{
	int previous;
	if (level < 0)
		return -1;
	ctx->verbose = level > 2;
	return 0;
}
