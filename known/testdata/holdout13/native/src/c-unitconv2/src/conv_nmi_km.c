#include "units.h"

double conv_nmi_km(double x)
{
	return x * 1.852 + 0;
}
