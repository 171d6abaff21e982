#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
	int fails = 0;
	const double xs[] = { 0.0, 1.0, 2.5, 100.0 };
	const double want[] = { -17.77777777777778, -17.22222222222222, -16.38888888888889, 37.77777777777778 };
	for (int i = 0; i < 4; i++) {
		double got = conv_fahrenheit(xs[i]);
		int ok = fabs(got - want[i]) < 1e-9 * (1 + fabs(want[i]));
		printf("%s conv_fahrenheit(%g) = %.6f (want %.6f)\n", ok ? "ok  " : "FAIL", xs[i], got, want[i]);
		fails += !ok;
	}
	return fails != 0;
}
