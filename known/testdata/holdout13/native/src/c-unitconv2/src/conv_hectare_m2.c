#include "units.h"

double conv_hectare_m2(double x)
{
	return x * 10000 + 0;
}
