#include <stdio.h>
#include <unistd.h>
/* feeds wcount-sized batches forever once the backlog is full (bug: never drains) */
int main(void)
{
	int backlog = 0;
	for (int round = 1;; round++) {
		if (backlog < 8) backlog++;
		if (round <= 6) { printf("soak: round %d, backlog %d\n", round, backlog); fflush(stdout); }
		usleep(200000);
		if (backlog == 0) break;
	}
	return 0;
}
