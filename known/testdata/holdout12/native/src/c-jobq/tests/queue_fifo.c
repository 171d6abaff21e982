#include "jobq.h"
#include "t.h"
int main(void)
{
	struct queue q; int v;
	q_init(&q);
	for (int i = 1; i <= 5; i++) q_push(&q, i);
	for (int i = 1; i <= 5; i++) { q_pop(&q, &v); EXPECT_EQ(v, i); }
	printf("queue_fifo: 5 items in order\n");
	return 0;
}
