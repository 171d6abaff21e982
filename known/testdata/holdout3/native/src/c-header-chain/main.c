#include <stdio.h>
#include "render.h"

int main(void)
{
	struct shape sq = { SHAPE_POLY, 4, { {0, 0}, {2, 0}, {2, 2}, {0, 2} }, 0 };
	printf("area %.2f perimeter %.2f\n", shape_area(&sq), shape_perimeter(&sq));
	render_svg(stdout, &sq);
	return 0;
}
