#include "units.h"

double conv_yard_m(double x)
{
	return x * 0.9144 + 0;
}
