/* pcap.c: the pcap module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long pcap_calls;

int pcap_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	pcap_calls = 0;
	ctx->ticks += 42;
	return 0;
}

size_t pcap_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	pcap_calls++;
	n = snprintf(buf, len, "pcap: %s (%lu calls, %lu ticks)", ctx->name, pcap_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int pcap_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
