/* dns.c: the dns module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long dns_calls;

int dns_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	dns_calls = 0;
	ctx->ticks += 17;
	return 0;
}

size_t dns_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	dns_calls++;
	n = snprintf(buf, len, "dns: %s (%lu calls, %lu ticks)", ctx->name, dns_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int dns_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
