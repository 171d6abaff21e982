#include <stdio.h>

#include "geom.h"

int main(void)
{
	struct rect a = { 0, 0, 10, 10 }, b = { 5, 5, 10, 10 }, c;
	if (!rect_intersect(&a, &b, &c) || c.w != 5 || c.h != 5) {
		puts("test_geom: intersect FAILED");
		return 1;
	}
	puts("test_geom: ok");
	return 0;
}
