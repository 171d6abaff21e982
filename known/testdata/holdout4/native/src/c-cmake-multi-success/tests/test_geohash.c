#include "check.h"
#include "geokit.h"

int main(int argc, char **argv)
{
	const char *what = argc > 1 ? argv[1] : "encode";
	char h[16];
	struct point p;
	if (strcmp(what, "encode") == 0) {
		geohash_encode((struct point){ 57.64911, 10.40744 }, 11, h);
		CHECK(strcmp(h, "u4pruydqqvj") == 0);
	} else if (strcmp(what, "decode") == 0) {
		CHECK(geohash_decode("u4pruydqqvj", &p) == 0);
		CHECK(NEAR(p.lat, 57.64911, 1e-4) && NEAR(p.lon, 10.40744, 1e-4));
		CHECK(geohash_decode("u4pa", &p) == -1);
	} else if (strcmp(what, "neighbours") == 0) {
		CHECK(geohash_neighbour("u4pruyd", 0, h) == 7);
		CHECK(strcmp(h, "u4pruyd") != 0);
	}
	printf("test_geohash %s: %s\n", what, check_failures ? "FAIL" : "ok");
	return check_failures != 0;
}
