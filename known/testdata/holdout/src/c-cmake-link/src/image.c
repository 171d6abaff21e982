#include <stdlib.h>
#include "image.h"

struct image *image_new(int w, int h)
{
	struct image *im = malloc(sizeof *im);
	im->w = w;
	im->h = h;
	im->px = calloc((size_t)w * h, 3);
	return im;
}

void image_free(struct image *im)
{
	free(im->px);
	free(im);
}
