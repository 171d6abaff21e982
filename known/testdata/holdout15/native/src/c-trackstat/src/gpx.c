#include <stdio.h>
#include <stdlib.h>
#include "track.h"

int gpx_read(const char *path, struct track *tr)
{
	FILE *f = fopen(path, "r");
	size_t cap = 0;
	struct point p;
	if (!f)
		return -1;
	while (fscanf(f, "%lf %lf %lf %ld", &p.lat, &p.lon, &p.ele, &p.t) == 4) {
		if (tr->n == cap) {
			cap = cap ? cap * 2 : 64;
			tr->pts = realloc(tr->pts, cap * sizeof *tr->pts);
		}
		tr->pts[tr->n++] = p;
	}
	fclose(f);
	return 0;
}
