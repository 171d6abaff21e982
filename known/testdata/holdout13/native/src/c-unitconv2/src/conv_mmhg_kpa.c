#include "units.h"

double conv_mmhg_kpa(double x)
{
	return x * 0.133322387415 + 0;
}
