#include <stdio.h>
#include <stdlib.h>
#include "shape.h"
#include "transform.h"
#include "bbox.h"

int main(int argc, char **argv)
{
	struct vec2 tri[] = { { 0, 0 }, { 4, 0 }, { 0, 3 } };
	struct shape *c = shape_circle(vec2_make(1, 1), 2);
	struct shape *t = shape_polygon(tri, 3);
	struct bbox bc, bt;

	if (!c || !t) {
		fprintf(stderr, "%s: out of memory\n", argv[0]);
		return 1;
	}
	shape_translate(t, vec2_make(argc > 1 ? atof(argv[1]) : 0.5, 0));
	shape_scale(c, 1.5);
	bc = shape_bbox(c);
	bt = shape_bbox(t);
	printf("circle: area %.3f perimeter %.3f\n", shape_area(c), shape_perimeter(c));
	printf("triangle: area %.3f perimeter %.3f\n", shape_area(t), shape_perimeter(t));
	printf("overlap: %s\n", bbox_overlaps(bc, bt) ? "yes" : "no");
	shape_free(c);
	shape_free(t);
	return 0;
}
