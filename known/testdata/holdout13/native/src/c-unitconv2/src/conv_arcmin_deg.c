#include "units.h"

double conv_arcmin_deg(double x)
{
	return x * 0.016666666666666666 + 0;
}
