#include <stdio.h>
#include <stdlib.h>
#include "img.h"

int main(void)
{
	unsigned char px[4 * 3] = { 0, 0, 0, 100, 100, 100, 200, 200, 200, 100, 100, 100 };
	struct image src = { 2, 2, px }, dst;

	if (image_scale(&src, &dst, 1, 1) != 0 || dst.rgb[0] != 100) {
		printf("FAIL: 2x2 -> 1x1 average is %d, want 100\n", dst.rgb ? dst.rgb[0] : -1);
		return 1;
	}
	image_free(&dst);
	puts("ok");
	return 0;
}
