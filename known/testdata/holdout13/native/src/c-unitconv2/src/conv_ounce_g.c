#include "units.h"

double conv_ounce_g(double x)
{
	return x * 28.349523125 + 0;
}
