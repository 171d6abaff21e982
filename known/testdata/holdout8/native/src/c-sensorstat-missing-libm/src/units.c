#include <math.h>
#include "sensor.h"

double celsius_to_fahrenheit(double c)
{
	return c * 9.0 / 5.0 + 32.0;
}

double round_to(double v, int digits)
{
	double k = pow(10.0, digits);

	return round(v * k) / k;
}
