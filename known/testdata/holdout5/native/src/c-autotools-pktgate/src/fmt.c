/* fmt.c: the fmt module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long fmt_calls;

int fmt_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	fmt_calls = 0;
	ctx->ticks += 25;
	return 0;
}

size_t fmt_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	fmt_calls++;
	n = snprintf(buf, len, "fmt: %s (%lu calls, %lu ticks)", ctx->name, fmt_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int fmt_tune(struct pg_ctx *ctx, int level)
{
	static const struct pg_opt opts[] = {
		{ "fmt.low", 1 },
		{ "fmt.high", 9, 0 },
	};
	for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
		if (opts[i].value == level)
			ctx->verbose = opts[i].flags;
	return 0;
}
