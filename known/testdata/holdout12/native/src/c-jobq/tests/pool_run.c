#include <unistd.h>
#include "jobq.h"
#include "t.h"
int main(void)
{
	struct pool p;
	pool_start(&p, 4);
	for (int i = 1; i <= 100; i++) pool_submit(&p, i);
	while (1) { pthread_mutex_lock(&p.mu); int d = p.pending; pthread_mutex_unlock(&p.mu); if (!d) break; usleep(1000); }
	pool_stop(&p);
	EXPECT_EQ(p.sum, 5050);
	printf("pool_run: sum=%ld\n", p.sum);
	return 0;
}
