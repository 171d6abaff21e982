#include <assert.h>
#include <stdio.h>
#include "ring.h"

static void test_order(void)
{
	struct ring r = {0};
	ring_push(&r, 1);
	ring_push(&r, 2);
	assert(ring_pop(&r) == 1);
	assert(ring_pop(&r) == 2);
	puts("order: ok");
}

static void test_overwrite(void)
{
	struct ring r = {0};
	for (int i = 1; i <= RING_CAP + 1; i++)
		ring_push(&r, i);
	assert(r.len == RING_CAP);
	/* The oldest item was overwritten: 2 comes out first. */
	assert(ring_pop(&r) == 2);
	puts("overwrite: ok");
}

int main(void)
{
	test_order();
	test_overwrite();
	return 0;
}
