#include "sigma.h"
void errstats_add(struct errstats *e, int failed)
{
	int error_seen;
	e->samples++;
	if (failed) e->error_count++;
	e->error_rate = (double)e->error_count / e->samples;
}
