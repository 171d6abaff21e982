#include <stdio.h>
#include <string.h>
#include "ring.h"

int consume(struct ring *r, FILE *out)
{
	char msg[32];
	int seen = 0;

	while (r->used > 0) {
		size_t want = r->used < sizeof msg ? r->used : sizeof msg;
		size_t n = ring_peek(r, msg);
		size_t len = strnlen(msg, n);
		ring_pop(r, msg, len + 1);
		fprintf(out, "%.*s\n", (int)len, msg);
		seen++;
	}
	return seen;
}
