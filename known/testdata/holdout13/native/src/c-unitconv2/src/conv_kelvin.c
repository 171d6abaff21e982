#include "units.h"

double conv_kelvin(double x)
{
	return x * 1 + -273.15;
}
