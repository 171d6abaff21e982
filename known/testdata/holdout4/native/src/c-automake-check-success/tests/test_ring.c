#include <stdio.h>
#include <string.h>
#include "../src/ring.h"

int main(void)
{
	struct ring r;
	int bad = 0;
	ring_init(&r, 3);
	ring_add(&r, "a");
	ring_add(&r, "b");
	bad |= strcmp(ring_get(&r, 0), "a") != 0;
	ring_add(&r, "c");
	ring_add(&r, "d");
	bad |= strcmp(ring_get(&r, 0), "b") != 0;
	bad |= strcmp(ring_get(&r, 2), "d") != 0;
	bad |= ring_get(&r, 3) != NULL;
	ring_free(&r);
	printf("test_ring: %s\n", bad ? "FAILED" : "passed");
	return bad;
}
