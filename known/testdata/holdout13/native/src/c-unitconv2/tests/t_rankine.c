#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
	int fails = 0;
	const double xs[] = { 0.0, 1.0, 2.5, 100.0 };
	const double want[] = { -273.15, -272.59444444444443, -271.76111111111106, -217.59444444444443 };
	for (int i = 0; i < 4; i++) {
		double got = conv_rankine(xs[i]);
		int ok = fabs(got - want[i]) < 1e-9 * (1 + fabs(want[i]));
		printf("%s conv_rankine(%g) = %.6f (want %.6f)\n", ok ? "ok  " : "FAIL", xs[i], got, want[i]);
		fails += !ok;
	}
	return fails != 0;
}
