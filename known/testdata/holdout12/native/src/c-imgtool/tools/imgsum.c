#include <stdio.h>
#include "imgfmt.h"

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		struct image *img;
		if (img_load_ppm(argv[i], &img) == 0) {
			printf("%08x  %s\n", img_checksum(img), argv[i]);
			img_free(img);
		}
	}
	return 0;
}
