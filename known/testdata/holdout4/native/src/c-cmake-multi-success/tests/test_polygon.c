#include "check.h"
#include "geokit.h"

int main(int argc, char **argv)
{
	const char *what = argc > 1 ? argv[1] : "area";
	struct point sq[] = { { 0, 0 }, { 0, 2 }, { 2, 2 }, { 2, 0 } };
	struct point bow[] = { { 0, 0 }, { 2, 2 }, { 0, 2 }, { 2, 0 } };
	struct polygon square = { sq, 4 }, bowtie = { bow, 4 };
	if (strcmp(what, "area") == 0) {
		CHECK(NEAR(polygon_area(&square), 4.0, 1e-9));
	} else if (strcmp(what, "contains") == 0) {
		CHECK(polygon_contains(&square, (struct point){ 1, 1 }));
		CHECK(!polygon_contains(&square, (struct point){ 3, 1 }));
	} else {
		CHECK(!polygon_self_intersects(&square));
		CHECK(polygon_self_intersects(&bowtie));
	}
	printf("test_polygon %s: %s\n", what, check_failures ? "FAIL" : "ok");
	return check_failures != 0;
}
