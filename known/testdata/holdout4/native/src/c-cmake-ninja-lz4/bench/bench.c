#include <stdio.h>
#include <time.h>
#include "logship/logship.h"

int main(void)
{
	struct ring r;
	char line[] = "bench line";
	clock_t t0 = clock();
	ring_init(&r, 1024);
	for (int i = 0; i < 1000000; i++) {
		ring_push(&r, line);
		ring_pop(&r);
	}
	printf("ring: %.3f s per million\n", (double)(clock() - t0) / CLOCKS_PER_SEC);
	return 0;
}
