#include "units.h"

double conv_mile_km(double x)
{
	return x * 1.609344 + 0;
}
