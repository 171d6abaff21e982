#include <stdlib.h>
#include "imgcore.h"

int image_alloc(struct image *im, int w, int h)
{
	im->w = w;
	im->h = h;
	im->px = calloc((size_t)w * h, 4);
	return im->px ? 0 : -1;
}

void image_free(struct image *im) { free(im->px); im->px = NULL; }

uint8_t *image_at(struct image *im, int x, int y)
{
	if (x < 0) x = 0;
	if (y < 0) y = 0;
	if (x >= im->w) x = im->w - 1;
	if (y >= im->h) y = im->h - 1;
	return im->px + ((size_t)y * im->w + x) * 4;
}
