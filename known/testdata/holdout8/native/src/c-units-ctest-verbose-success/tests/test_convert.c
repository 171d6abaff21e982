/* test_convert FROM TO V1 WANT1 [V2 WANT2 ...]: checks each conversion to 1e-9 relative */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "units.h"

int main(int argc, char **argv)
{
	int i, bad = 0;

	if (argc < 5 || argc % 2 == 0) {
		fprintf(stderr, "usage: test_convert FROM TO V WANT...\n");
		return 2;
	}
	printf("%s: %s -> %s\n", dim_name(unit_find(argv[1])->dim), argv[1], argv[2]);
	for (i = 3; i + 1 < argc; i += 2) {
		double v = atof(argv[i]), want = atof(argv[i + 1]), got;
		int ok = unit_convert(v, argv[1], argv[2], &got) == 0 &&
			 fabs(got - want) <= 1e-9 * fmax(1, fabs(want));
		printf("  %-4s %g %s = %.10g %s (want %.10g)\n", ok ? "ok" : "FAIL", v, argv[1], got, argv[2], want);
		bad += !ok;
	}
	return bad != 0;
}
