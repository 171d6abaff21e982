#include <assert.h>
#include <stdio.h>
#include "jobq.h"
int main(void)
{
	struct jobq q;
	struct job j;
	jobq_init(&q);
	jobq_push(&q, (struct job){ 1, 5 });
	jobq_push(&q, (struct job){ 2, 9 });
	jobq_push(&q, (struct job){ 3, 1 });
	printf("pushed 3 jobs\n");
	/* equal priorities: first in, first out */
	jobq_push(&q, (struct job){ 4, 9 });
	jobq_pop(&q, &j);
	assert(j.id == 2);
	printf("fifo among equals: ok\n");
	return 0;
}
