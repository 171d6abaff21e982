#include "units.h"

double conv_psi_kpa(double x)
{
	return x * 6.894757293168 + 0;
}
