#include "units.h"

double conv_bar_kpa(double x)
{
	return x * 100 + 0;
}
