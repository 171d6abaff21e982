#ifndef IMGTHUMB_IMG_H
#define IMGTHUMB_IMG_H
#include <stdio.h>

struct image {
	int w, h;
	unsigned char *rgb;
};

int ppm_read(FILE *in, struct image *img);
int ppm_write(FILE *out, const struct image *img);
int image_scale(const struct image *src, struct image *dst, int w, int h);
void image_free(struct image *img);

#endif
