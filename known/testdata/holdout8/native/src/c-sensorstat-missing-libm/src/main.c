#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sensor.h"

int main(int argc, char **argv)
{
	struct sample *s;
	struct summary sum;
	struct histogram h;
	size_t n, bad;
	int fahrenheit = argc > 1 && strcmp(argv[1], "-F") == 0;

	n = parse_samples(stdin, &s, &bad);
	if (bad)
		fprintf(stderr, "sensorstat: skipped %zu malformed lines\n", bad);
	if (fahrenheit)
		for (size_t i = 0; i < n; i++)
			s[i].value = celsius_to_fahrenheit(s[i].value);
	summarize(s, n, &sum);
	printf("n=%zu min=%g max=%g mean=%g stddev=%g\n", sum.n, sum.min, sum.max,
	       round_to(sum.mean, 2), round_to(sum.stddev, 3));
	if (n && histogram_build(&h, s, n, 10) == 0) {
		histogram_print(&h, stdout);
		histogram_free(&h);
	}
	free(s);
	return 0;
}
