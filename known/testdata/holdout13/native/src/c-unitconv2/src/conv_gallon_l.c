#include "units.h"

double conv_gallon_l(double x)
{
	return x * 3.785411784 + 0;
}
