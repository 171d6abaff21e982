#include <math.h>
#include <stdio.h>
#include "sensord.h"
int main(void)
{
	char line[256];
	struct reading r;
	double s = NAN;
	while (fgets(line, sizeof line, stdin)) {
		if (parse_reading(line, &r)) { fprintf(stderr, "sensord: bad line, skipped\n"); continue; }
		s = smooth(s, r.value, 0.2);
		r.value = s;
		emit_reading(&r);
	}
	return 0;
}
