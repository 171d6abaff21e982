#include <stdio.h>
#include <stdlib.h>
#include "geokit.h"

int main(int argc, char **argv)
{
	char out[16];
	int precision = 7;
	if (argc < 3) {
		fprintf(stderr, "usage: geohash-cli LAT LON [PRECISION]\n");
		return 2;
	}
	if (argc > 3)
		precision = atoi(argv[3]);
	struct point p = { atof(argv[1]), atof(argv[2]) };
	geohash_encode(p, precision, out);
	puts(out);
	return 0;
}
