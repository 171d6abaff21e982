#include <stdio.h>
#include "queue.h"

int main(void)
{
	static struct queue q;
	int v, sum = 0;
	q_init(&q);
	for (int i = 1; i <= 10; i++)
		q_push(&q, i);
	while (q_pop(&q, &v))
		sum += v;
	printf("test_queue: sum=%d %s\n", sum, sum == 55 ? "ok" : "FAIL");
	return sum != 55;
}
