#include <stdio.h>
#include <stdlib.h>
#include "geohash.h"
#include "sbuf.h"

int cli_run(int argc, char **argv, struct sbuf *out)
{
	char hash[16], line[64];
	if (argc != 3) {
		fprintf(stderr, "usage: geohash LAT LON\n");
		return 2;
	}
	geohash_encode(atof(argv[1]), atof(argv[2]), 9, hash);
	snprintf(line, sizeof line, "%s\n", hash);
	return sbuf_puts(out, line);
}
