#include <string.h>
#include "imgfmt.h"

void run_ops(struct image *img, const char **ops, int n)
{
	for (int i = 0; i < n; i++) {
		if (strcmp(ops[i], "gray") == 0)
			img_grayscale(img);
		else if (strcmp(ops[i], "flip") == 0)
			img_flip_h(img);
		else
			img_blur3(img);
	}
}

size_t image_bytes(const struct image *img)
{
	return img->stride * (size_t)img->height;
}
