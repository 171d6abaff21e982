#include <stdio.h>
#include <stdlib.h>
#include "image.h"

int main(int argc, char **argv)
{
	int verbose = 0;
	if (argc < 3) {
		fprintf(stderr, "usage: imgtool W H\n");
		return 2;
	}
	struct image *im = image_new(64, 64);
	struct image *small = image_resize(im, atoi(argv[1]), atoi(argv[2]));
	if (image_save_png(small, "out.png") != 0)
		return 1;
	image_free(small);
	image_free(im);
	return 0;
}
