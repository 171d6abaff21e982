#include <math.h>
#include <stdio.h>
#include <string.h>

#include "geohash.h"

static int n, bad;
#define CHECK(c) do { n++; if (!(c)) { bad++; printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); } } while (0)

int main(void)
{
	char h[13], nb[8][13];
	double lat, lon, elat, elon;

	CHECK(geohash_encode(57.64911, 10.40744, 11, h) == 0 && strcmp(h, "u4pruydqqvj") == 0);
	CHECK(geohash_encode(-25.382708, -49.265506, 8, h) == 0 && strcmp(h, "6gkzwgjz") == 0);
	CHECK(geohash_decode("ezs42", &lat, &lon, &elat, &elon) == 0);
	CHECK(fabs(lat - 42.605) < 0.03 && fabs(lon - -5.603) < 0.03);
	CHECK(geohash_neighbor("ezs42", 'n', h) == 0 && strcmp(h, "ezs48") == 0);
	CHECK(geohash_neighbors("ezs42", nb) == 0 && strcmp(nb[2], "ezs43") == 0);
	CHECK(geohash_encode(91, 0, 5, h) == -1);
	printf("test_geohash: %d checks, %d failed\n", n, bad);
	return bad != 0;
}
