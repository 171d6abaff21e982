/* spoold: writes its pid file, then serves jobs (here: idles and exits after a while) */
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>
#include "queue.h"

#define PIDFILE "run/spoold.pid"

int main(void)
{
	struct queue q = { .len = 0 };
	mkdir("run", 0755);
	FILE *f = fopen(PIDFILE, "w");
	if (!f) {
		perror(PIDFILE);
		return 1;
	}
	fprintf(f, "%ld\n", (long)getpid());
	fclose(f);
	for (int i = 0; i < 8; i++) {
		int v;
		q_push(&q, i);
		q_pop(&q, &v);
		sleep(1);
	}
	unlink(PIDFILE);
	return 0;
}
