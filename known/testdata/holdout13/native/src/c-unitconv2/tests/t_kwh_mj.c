#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
	int fails = 0;
	const double xs[] = { 0.0, 1.0, 2.5, 100.0 };
	const double want[] = { 0.0, 3.6, 9.0, 360.0 };
	for (int i = 0; i < 4; i++) {
		double got = conv_kwh_mj(xs[i]);
		int ok = fabs(got - want[i]) < 1e-9 * (1 + fabs(want[i]));
		printf("%s conv_kwh_mj(%g) = %.6f (want %.6f)\n", ok ? "ok  " : "FAIL", xs[i], got, want[i]);
		fails += !ok;
	}
	return fails != 0;
}
