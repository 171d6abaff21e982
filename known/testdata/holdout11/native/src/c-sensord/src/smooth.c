#include <math.h>
#include "sensord.h"
double smooth(double prev, double cur, double alpha)
{
	if (isnan(prev)) return cur;
	return alpha * cur + (1.0 - alpha) * prev;
}
