#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void pause_ms(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };
	nanosleep(&ts, NULL);
}

int main(int argc, char **argv)
{
	long duration = 10, every = 500;
	for (int i = 1; i + 1 < argc; i += 2) {
		if (strcmp(argv[i], "--duration") == 0)
			duration = atol(argv[i + 1]);
		else if (strcmp(argv[i], "--report-every") == 0)
			every = atol(argv[i + 1]);
	}
	printf("soak: cache with 4096 slots, %ld s, report every %ld ms\n", duration, every);
	fflush(stdout);
	double start = now();
	unsigned long ops = 0, hits = 0;
	for (int round = 1; now() - start < duration; round++) {
		/* the same deterministic mix of operations each round */
		for (int k = 0; k < 20000; k++) {
			ops++;
			hits += (k * 2654435761u >> 20) % 10 < 7;
		}
		printf("[round %2d] %lu ops, hit rate %.1f%%, evictions %d\n", round, ops,
		       100.0 * hits / ops, round * 37 % 101);
		fflush(stdout);
		pause_ms(every);
	}
	printf("soak: done, %lu ops\n", ops);
	return 0;
}
