#include "units.h"

double conv_acre_m2(double x)
{
	return x * 4046.8564224 + 0;
}
