#include <stdlib.h>
#include "img.h"

int ppm_read(FILE *in, struct image *img)
{
	int maxval;

	if (fscanf(in, "P6 %d %d %d", &img->w, &img->h, &maxval) != 3 || maxval != 255)
		return -1;
	fgetc(in);
	img->rgb = malloc((size_t)img->w * img->h * 3);
	if (!img->rgb)
		return -1;
	return fread(img->rgb, 3, (size_t)img->w * img->h, in) == (size_t)img->w * img->h ? 0 : -1;
}

int ppm_write(FILE *out, const struct image *img)
{
	fprintf(out, "P6 %d %d 255\n", img->w, img->h);
	return fwrite(img->rgb, 3, (size_t)img->w * img->h, out) == (size_t)img->w * img->h ? 0 : -1;
}

void image_free(struct image *img)
{
	free(img->rgb);
	img->rgb = NULL;
}
