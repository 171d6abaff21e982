#include "units.h"

double conv_kwh_mj(double x)
{
	return x * 3.6 + 0;
}
