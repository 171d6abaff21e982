#include <stdio.h>
#include "imgfmt.h"

int main(int argc, char **argv)
{
	struct image *img;

	if (argc < 2 || img_load_ppm(argv[1], &img) != 0) {
		fprintf(stderr, "usage: imginfo FILE.ppm\n");
		return 2;
	}
	printf("%dx%d, %d channels\n", img->width, img->height, img->channels);
	img_free(img);
	return 0;
}
