#include "units.h"

double conv_quart_l(double x)
{
	return x * 0.946352946 + 0;
}
