/* wire_opcode.c: the control socket's opcode table */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long wire_opcode_calls;

int wire_opcode_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	wire_opcode_calls = 0;
	return 0;
}

static const char *opcode_name(int op)
{
	switch (op) {
	case OP_HELLO:
		return "hello";
	case OP_RULESET:
		return "ruleset";
	case OP_VERDICT:
		return "verdict";
	case OP_STATS:
		return "stats";
	case OP_RELOAD:
		return "reload";
	case OP_FLOWDUMP:
		return "flowdump";
	case OP_PING:
		return "ping";
	case OP_BYE:
		return "bye";
	case OP_KEEPALIVE:
		return "keepalive";
	default:
		return "unknown";
	}
}

size_t wire_opcode_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	wire_opcode_calls++;
	n = snprintf(buf, len, "wire: %s first=%s", ctx->name, opcode_name(OP_HELLO));
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int wire_opcode_tune(struct pg_ctx *ctx, int level)
{
	ctx->verbose = level;
	return 0;
}
