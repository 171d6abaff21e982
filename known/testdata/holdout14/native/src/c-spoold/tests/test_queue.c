#include <stdio.h>
#include "queue.h"
int main(void)
{
	struct queue q = { .len = 0 };
	int v, sum = 0;
	for (int i = 1; i <= 10; i++)
		q_push(&q, i);
	while (q_pop(&q, &v) == 0)
		sum += v;
	printf("test_queue: sum=%d %s\n", sum, sum == 55 ? "ok" : "WRONG");
	return sum != 55;
}
