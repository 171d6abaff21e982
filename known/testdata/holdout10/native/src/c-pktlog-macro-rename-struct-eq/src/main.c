#include <stdio.h>
#include <string.h>
#include "pktlog.h"

static struct ring ring;

int main(int argc, char **argv)
{
	struct record rec = { .ts = 1, .proto = PROTO_UDP, .len = 3, .data = "abc" };
	ring_init(&ring);
	if (argc > 1 && strcmp(argv[1], "--self-test") == 0) {
		int ok = ring_push(&ring, &rec) == 0 && filter_match(&rec, PROTO_UDP);
		printf("self-test: %s\n", ok ? "ok" : "FAILED");
		return !ok;
	}
	return 0;
}
