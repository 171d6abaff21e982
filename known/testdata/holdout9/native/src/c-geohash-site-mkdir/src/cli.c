#include <stdio.h>
#include <stdlib.h>

#include "geohash.h"

int main(int argc, char **argv)
{
	char out[13];
	if (argc != 3 && argc != 4) {
		fprintf(stderr, "usage: geohash LAT LON [PRECISION]\n");
		return 2;
	}
	if (geohash_encode(atof(argv[1]), atof(argv[2]), argc == 4 ? atoi(argv[3]) : 9, out) < 0) {
		fprintf(stderr, "geohash: bad coordinates\n");
		return 1;
	}
	puts(out);
	return 0;
}
