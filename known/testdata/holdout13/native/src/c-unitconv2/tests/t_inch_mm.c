#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
	int fails = 0;
	const double xs[] = { 0.0, 1.0, 2.5, 100.0 };
	const double want[] = { 0.0, 25.4, 63.5, 2540.0 };
	for (int i = 0; i < 4; i++) {
		double got = conv_inch_mm(xs[i]);
		int ok = fabs(got - want[i]) < 1e-9 * (1 + fabs(want[i]));
		printf("%s conv_inch_mm(%g) = %.6f (want %.6f)\n", ok ? "ok  " : "FAIL", xs[i], got, want[i]);
		fails += !ok;
	}
	return fails != 0;
}
