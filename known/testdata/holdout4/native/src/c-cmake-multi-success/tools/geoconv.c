#include <stdio.h>
#include <string.h>
#include "geokit.h"

int main(int argc, char **argv)
{
	struct point p;
	char hash[16];
	if (argc > 1 && strcmp(argv[1], "--self-check") == 0) {
		if (wkt_parse_point("POINT (13.4050 52.5200)", &p) != 0)
			return 1;
		geohash_encode(p, 9, hash);
		printf("geoconv: POINT (13.4050 52.5200) -> %s\n", hash);
		return strcmp(hash, "u33dc0cpp") != 0;
	}
	for (int i = 1; i < argc; i++) {
		if (wkt_parse_point(argv[i], &p) == 0) {
			geohash_encode(p, 9, hash);
			puts(hash);
		}
	}
	return 0;
}
