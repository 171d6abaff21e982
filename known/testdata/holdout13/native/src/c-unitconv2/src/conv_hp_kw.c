#include "units.h"

double conv_hp_kw(double x)
{
	return x * 0.745699872 + 0;
}
