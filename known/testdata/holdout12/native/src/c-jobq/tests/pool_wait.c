#include "jobq.h"
#include "t.h"
int main(void)
{
	struct pool p;
	pool_start(&p, 4);
	for (int i = 1; i <= 10; i++) pool_submit(&p, i);
	printf("pool_wait: submitted 10 jobs, waiting\n");
	fflush(stdout);
	pool_wait(&p);
	pool_stop(&p);
	EXPECT_EQ(p.sum, 55);
	return 0;
}
