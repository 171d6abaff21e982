#include "units.h"

double conv_kcal_kj(double x)
{
	return x * 4.184 + 0;
}
