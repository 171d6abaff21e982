#include "units.h"

double conv_knot_kmh(double x)
{
	return x * 1.852 + 0;
}
