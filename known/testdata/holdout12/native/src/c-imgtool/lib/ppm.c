#include <stdio.h>
#include "imgfmt.h"

int img_load_ppm(const char *path, struct image **out)
{
	FILE *f = fopen(path, "rb");
	int w, h, max;

	if (!f)
		return -1;
	if (fscanf(f, "P6 %d %d %d", &w, &h, &max) != 3 || max != 255) {
		fclose(f);
		return -2;
	}
	fgetc(f);
	*out = img_new(w, h, 3);
	for (int y = 0; y < h; y++)
		if (fread((*out)->pixels + (size_t)y * (*out)->pitch, 1, (size_t)w * 3, f) != (size_t)w * 3)
			break;
	fclose(f);
	return 0;
}

int img_save_ppm(const char *path, const struct image *img)
{
	FILE *f = fopen(path, "wb");
	if (!f)
		return -1;
	fprintf(f, "P6 %d %d 255\n", img->width, img->height);
	for (int y = 0; y < img->height; y++)
		fwrite(img->pixels + (size_t)y * img->pitch, 1, (size_t)img->width * 3, f);
	return fclose(f);
}
