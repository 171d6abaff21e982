#include <math.h>
#include "plot.h"
int scale_map(const struct scale *s, double v)
{
	if (s->hi == s->lo)
		return 0;
	return (int)lround((v - s->lo) / (s->hi - s->lo) * s->px);
}
