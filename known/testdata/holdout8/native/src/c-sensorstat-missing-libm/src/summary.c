#include <math.h>
#include "sensor.h"

void summarize(const struct sample *s, size_t n, struct summary *out)
{
	double sum = 0, sq = 0;
	size_t i;

	out->n = n;
	out->min = out->max = n ? s[0].value : 0;
	for (i = 0; i < n; i++) {
		sum += s[i].value;
		if (s[i].value < out->min)
			out->min = s[i].value;
		if (s[i].value > out->max)
			out->max = s[i].value;
	}
	out->mean = n ? sum / n : 0;
	for (i = 0; i < n; i++)
		sq += (s[i].value - out->mean) * (s[i].value - out->mean);
	out->stddev = n > 1 ? sqrt(sq / (n - 1)) : 0;
}
