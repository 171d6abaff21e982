#include "jobq.h"
#include "t.h"
int main(void)
{
	struct queue q;
	q_init(&q);
	for (int i = 0; i < QCAP; i++) EXPECT_EQ(q_push(&q, i), 0);
	EXPECT_EQ(q_push(&q, 99), -1);
	printf("queue_full: push on a full queue refused\n");
	return 0;
}
