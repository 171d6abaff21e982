#include <stdlib.h>
#include "imgfmt.h"

struct image *img_new(int w, int h, int channels)
{
	struct image *img = malloc(sizeof *img);
	if (!img)
		return NULL;
	img->width = w;
	img->height = h;
	img->channels = channels;
	img->pitch = (size_t)w * (size_t)channels;
	img->pixels = calloc(img->pitch, (size_t)h);
	return img;
}

void img_free(struct image *img)
{
	if (img)
		free(img->pixels);
	free(img);
}
