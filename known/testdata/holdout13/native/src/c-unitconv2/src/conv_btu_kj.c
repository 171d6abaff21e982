#include "units.h"

double conv_btu_kj(double x)
{
	return x * 1.05505585262 + 0;
}
