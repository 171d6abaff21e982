#include <stdlib.h>
#include <string.h>
#include "imgfmt.h"

void img_blur3(struct image *img)
{
	size_t n = img->pitch * (size_t)img->height;
	uint8_t *src = malloc(n);
	int c = img->channels;

	if (!src)
		return;
	memcpy(src, img->pixels, n);
	for (int y = 1; y + 1 < img->height; y++)
		for (int x = 1; x + 1 < img->width; x++)
			for (int k = 0; k < c; k++) {
				int sum = 0;
				for (int dy = -1; dy <= 1; dy++)
					for (int dx = -1; dx <= 1; dx++)
						sum += src[(size_t)(y + dy) * img->pitch + (size_t)((x + dx) * c + k)];
				img->pixels[(size_t)y * img->pitch + (size_t)(x * c + k)] = (uint8_t)(sum / 9);
			}
	free(src);
}
