#include "units.h"

double conv_pound_kg(double x)
{
	return x * 0.45359237 + 0;
}
