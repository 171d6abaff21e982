#include "units.h"

double conv_stone_kg(double x)
{
	return x * 6.35029318 + 0;
}
