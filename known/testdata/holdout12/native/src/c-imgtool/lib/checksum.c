#include "imgfmt.h"

uint32_t img_checksum(const struct image *img)
{
	uint32_t h = 2166136261u;
	size_t n = img->pitch * (size_t)img->height;

	for (size_t i = 0; i < n; i++)
		h = (h ^ img->pixels[i]) * 16777619u;
	return h;
}
