#include "units.h"

double conv_foot_m(double x)
{
	return x * 0.3048 + 0;
}
