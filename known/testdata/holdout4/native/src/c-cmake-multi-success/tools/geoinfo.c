#include <stdio.h>
#include "geokit.h"

int main(int argc, char **argv)
{
	struct polygon poly;
	for (int i = 1; i < argc; i++) {
		int rc = wkt_parse_polygon(argv[i], &poly);
		if (rc != 0) {
			fprintf(stderr, "geoinfo: cannot parse %s\n", argv[i]);
			continue;
		}
		printf("%zu vertices, area %.6f deg2\n", poly.n, polygon_area(&poly));
	}
	return 0;
}
