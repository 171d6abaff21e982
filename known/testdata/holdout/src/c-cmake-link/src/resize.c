#include <math.h>
#include "image.h"

struct image *image_resize(const struct image *im, int w, int h)
{
	struct image *out = image_new(w, h);
	double sx = (double)im->w / w, sy = (double)im->h / h;
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++) {
			int ix = (int)floor(x * sx), iy = (int)floor(y * sy);
			for (int c = 0; c < 3; c++)
				out->px[(y * w + x) * 3 + c] = im->px[(iy * im->w + ix) * 3 + c];
		}
	return out;
}
