#include "units.h"

double conv_rankine(double x)
{
	return x * 0.5555555555555556 + -273.15;
}
