#include "units.h"

double conv_mph_kmh(double x)
{
	return x * 1.609344 + 0;
}
