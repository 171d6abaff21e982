#include "units.h"

double conv_cup_ml(double x)
{
	return x * 236.5882365 + 0;
}
