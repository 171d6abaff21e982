#include "imgfmt.h"

void img_flip_h(struct image *img)
{
	int c = img->channels;
	for (int y = 0; y < img->height; y++) {
		uint8_t *row = img->pixels + (size_t)y * img->pitch;
		for (int a = 0, b = img->width - 1; a < b; a++, b--)
			for (int k = 0; k < c; k++) {
				uint8_t t = row[a * c + k];
				row[a * c + k] = row[b * c + k];
				row[b * c + k] = t;
			}
	}
}
