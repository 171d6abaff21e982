#include <stdio.h>
#include "imgfmt.h"

int parse_ops(int argc, char **argv, const char **ops, int max);
void run_ops(struct image *img, const char **ops, int n);
size_t image_bytes(const struct image *img);

int main(int argc, char **argv)
{
	const char *ops[16];
	struct image *img;

	if (argc < 3 || img_load_ppm(argv[1], &img) != 0) {
		fprintf(stderr, "usage: imgproc IN.ppm OUT.ppm [gray|flip|blur]...\n");
		return 2;
	}
	run_ops(img, ops, parse_ops(argc, argv, ops, 16));
	printf("%zu bytes\n", image_bytes(img));
	return img_save_ppm(argv[2], img) != 0;
}
