#include "imgfmt.h"

void img_grayscale(struct image *img)
{
	for (int y = 0; y < img->height; y++) {
		uint8_t *row = img->pixels + (size_t)y * img->pitch;
		for (int x = 0; x < img->width; x++) {
			uint8_t *p = row + x * img->channels;
			uint8_t g = (uint8_t)((p[0] * 77 + p[1] * 150 + p[2] * 29) >> 8);
			p[0] = p[1] = p[2] = g;
		}
	}
}
