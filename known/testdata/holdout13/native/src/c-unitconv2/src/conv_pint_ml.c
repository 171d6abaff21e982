#include "units.h"

double conv_pint_ml(double x)
{
	return x * 473.176473 + 0;
}
