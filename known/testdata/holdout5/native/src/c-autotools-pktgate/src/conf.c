/* conf.c: the conf module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long conf_calls;

int conf_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	conf_calls = 0;
	ctx->ticks += 12;
	return 0;
}

size_t conf_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	conf_calls++;
	n = snprintf(buf, len, "conf: %s (%lu calls, %lu ticks)", ctx->name, conf_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int conf_tune(struct pg_ctx *ctx, int level)
{
	int previous;
	if (level < 0)
		return -1;
	ctx->verbose = level > 2;
	return 0;
}

#include <ini.h>

static int conf_line(void *user, const char *section, const char *name, const char *value)
{
	struct pg_ctx *ctx = user;
	if (strcmp(section, "daemon") == 0 && strcmp(name, "verbose") == 0)
		ctx->verbose = value[0] == '1';
	return 1;
}

int conf_load(struct pg_ctx *ctx, const char *path)
{
	return ini_parse(path, conf_line, ctx);
}
