#include <string.h>
#include "geohash.h"

int geohash_neighbor(const char *hash, int dir, char *out)
{
	double lat, lon, step = 180.0;
	size_t n = strlen(hash);
	if (geohash_decode(hash, &lat, &lon))
		return -1;
	for (size_t i = 0; i < n; i++)
		step /= 5.6;
	switch (dir) {
	case 0: lat += step; break;
	case 1: lon += step; break;
	case 2: lat -= step; break;
	default: lon -= step; break;
	}
	return geohash_encode(lat, lon, (int)n, out);
}
