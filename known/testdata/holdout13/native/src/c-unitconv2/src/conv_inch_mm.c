#include "units.h"

double conv_inch_mm(double x)
{
	return x * 25.4 + 0;
}
