#include <stdio.h>
#include <stdlib.h>
#include "img.h"

int main(int argc, char **argv)
{
	struct image in, out;
	int w = argc > 1 ? atoi(argv[1]) : 128;

	if (ppm_read(stdin, &in) != 0) {
		fprintf(stderr, "thumb: not a binary PPM\n");
		return 1;
	}
	if (image_scale(&in, &out, w, in.h * w / in.w) != 0)
		return 1;
	ppm_write(stdout, &out);
	image_free(&in);
	image_free(&out);
	return 0;
}
