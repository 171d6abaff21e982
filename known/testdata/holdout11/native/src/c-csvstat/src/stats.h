#include <stddef.h>
struct stats { size_t n; double sum, sumsq, min, max; };
void stats_add(struct stats *s, double v);
double stats_mean(const struct stats *s);
double stats_stddev(const struct stats *s);
