#include "units.h"

double conv_degree_rad(double x)
{
	return x * 0.017453292519943295 + 0;
}
