#include <stdio.h>
#include <time.h>
#include "jobq.h"
int main(void)
{
	struct jobq q;
	struct job j;
	clock_t t0 = clock();
	jobq_init(&q);
	for (int round = 0; round < 100000; round++) {
		for (int i = 0; i < 32; i++)
			jobq_push(&q, (struct job){ i, i * 7 % 13 }, 1);
		while (jobq_pop(&q, &j) == 0)
			;
	}
	printf("%.3f s\n", (double)(clock() - t0) / CLOCKS_PER_SEC);
	return 0;
}
