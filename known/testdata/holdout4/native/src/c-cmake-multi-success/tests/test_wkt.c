#include "check.h"
#include "geokit.h"

int main(int argc, char **argv)
{
	const char *what = argc > 1 ? argv[1] : "point";
	struct point p;
	struct polygon poly;
	if (strcmp(what, "point") == 0) {
		CHECK(wkt_parse_point("POINT (10.5 -3.25)", &p) == 0);
		CHECK(p.lon == 10.5 && p.lat == -3.25);
	} else if (strcmp(what, "polygon") == 0) {
		CHECK(wkt_parse_polygon("POLYGON ((0 0, 0 2, 2 2, 2 0, 0 0))", &poly) == 0);
		CHECK(poly.n == 4);
		free(poly.pts);
	} else if (strcmp(what, "errors") == 0) {
		/* these inputs are rejected: the test expects error returns */
		CHECK(wkt_parse_point("POINT 10 20", &p) == -1);
		CHECK(wkt_parse_polygon("LINESTRING (0 0, 1 1)", &poly) == -1);
	} else if (strcmp(what, "postgis") == 0) {
		const char *url = getenv("GEOKIT_PG_URL");
		if (!url) {
			printf("test_wkt postgis: GEOKIT_PG_URL not set, skipping\n");
			return 77;
		}
	}
	printf("test_wkt %s: %s\n", what, check_failures ? "FAIL" : "ok");
	return check_failures != 0;
}
