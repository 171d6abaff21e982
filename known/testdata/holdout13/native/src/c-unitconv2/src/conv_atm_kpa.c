#include "units.h"

double conv_atm_kpa(double x)
{
	return x * 101.325 + 0;
}
