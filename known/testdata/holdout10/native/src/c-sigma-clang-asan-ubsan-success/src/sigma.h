#include <stddef.h>
double sg_mean(const double *v, size_t n);
double sg_variance(const double *v, size_t n);
double sg_median(double *v, size_t n);
struct errstats { size_t samples, error_count; double error_rate; };
void errstats_add(struct errstats *e, int failed);
