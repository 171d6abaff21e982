#include <math.h>
#include "stats.h"
void stats_add(struct stats *s, double v)
{
	if (s->n == 0 || v < s->min) s->min = v;
	if (s->n == 0 || v > s->max) s->max = v;
	s->n++; s->sum += v; s->sumsq += v * v;
}
double stats_mean(const struct stats *s) { return s->n ? s->sum / s->n : 0; }
double stats_stddev(const struct stats *s)
{
	if (s->n < 2) return 0;
	double m = stats_mean(s);
	return sqrt((s->sumsq - s->n * m * m) / (s->n - 1));
}
