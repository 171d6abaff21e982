#include "check.h"
#include "geokit.h"

int main(int argc, char **argv)
{
	const char *what = argc > 1 ? argv[1] : "short";
	if (strcmp(what, "short") == 0) {
		struct point berlin = { 52.5200, 13.4050 }, paris = { 48.8566, 2.3522 };
		CHECK(NEAR(haversine_km(berlin, paris), 877.5, 2.0));
	} else {
		struct point a = { 0, 0 }, b = { 0, 180 };
		CHECK(NEAR(haversine_km(a, b), 20015.1, 1.0));
	}
	printf("test_haversine %s: %s\n", what, check_failures ? "FAIL" : "ok");
	return check_failures != 0;
}
