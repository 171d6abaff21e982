#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "stats.h"
int main(int argc, char **argv)
{
	int col = argc > 1 ? atoi(argv[1]) : 0;
	char line[1024];
	struct stats s = {0};
	int bad = 0;
	while (fgets(line, sizeof line, stdin)) {
		char *f = strtok(line, ",\n");
		for (int i = 0; f && i < col; i++) f = strtok(NULL, ",\n");
		char *end;
		if (!f) { bad++; continue; }
		double v = strtod(f, &end);
		if (end == f) { fprintf(stderr, "csvstat: warning: not a number: '%s' (skipped)\n", f); bad++; continue; }
		stats_add(&s, v);
	}
	printf("n=%zu mean=%.3f sd=%.3f min=%g max=%g skipped=%d\n", s.n, stats_mean(&s), stats_stddev(&s), s.min, s.max, bad);
	return 0;
}
