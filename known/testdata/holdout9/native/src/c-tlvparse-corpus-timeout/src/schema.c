#include <stdio.h>

#include "tlv.h"

struct state {
	char *err;
	size_t errcap;
};

static int check(const struct tlv *t, int depth, void *ctx)
{
	struct state *s = ctx;
	if (depth == 0 && t->tag != 0x81) {
		snprintf(s->err, s->errcap, "top-level element has tag 0x%02x, want 0x81", t->tag);
		return -1;
	}
	if (t->tag == 0x02 && t->len != 4) {
		snprintf(s->err, s->errcap, "u32 element of length %zu", t->len);
		return -1;
	}
	return 0;
}

int schema_check(const uint8_t *buf, size_t n, char *err, size_t errcap)
{
	struct state s = { err, errcap };
	return tlv_walk(buf, n, check, &s) < 0 ? -1 : 0;
}
