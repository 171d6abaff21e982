#include "units.h"

/* written out by hand: the generated factor/offset pair lost precision in the docs */
double conv_fahrenheit(double x)
{
	return x - 32.0 * 5.0 / 9.0;
}
