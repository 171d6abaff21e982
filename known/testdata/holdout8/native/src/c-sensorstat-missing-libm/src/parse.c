#include <stdlib.h>
#include <string.h>
#include "sensor.h"

size_t parse_samples(FILE *in, struct sample **out, size_t *bad)
{
	char line[256];
	size_t n = 0, cap = 0;
	struct sample *v = NULL;

	*bad = 0;
	while (fgets(line, sizeof line, in)) {
		struct sample s;
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (sscanf(line, "%ld,%15[^,],%lf", &s.ts, s.id, &s.value) != 3) {
			++*bad;
			continue;
		}
		if (n == cap) {
			struct sample *p;
			cap = cap ? cap * 2 : 64;
			p = realloc(v, cap * sizeof *v);
			if (!p)
				break;
			v = p;
		}
		v[n++] = s;
	}
	*out = v;
	return n;
}
