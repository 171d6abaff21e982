#include "units.h"

double conv_floz_ml(double x)
{
	return x * 29.5735295625 + 0;
}
