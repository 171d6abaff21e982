#include <stdlib.h>
#include "img.h"

/* box filter: each destination pixel averages the source pixels it covers */
int image_scale(const struct image *src, struct image *dst, int w, int h)
{
	int x, y, c;

	dst->w = w;
	dst->h = h;
	dst->rgb = malloc((size_t)w * h * 3);
	if (!dst->rgb)
		return -1;
	for (y = 0; y < h; y++) {
		int y0 = y * src->h / h, y1 = (y + 1) * src->h / h;
		for (x = 0; x < w; x++) {
			int x0 = x * src->w / w, x1 = (x + 1) * src->w / w;
			for (c = 0; c < 3; c++) {
				unsigned sum = 0, n = 0;
				int sx, sy;
				for (sy = y0; sy < y1 || sy == y0; sy++)
					for (sx = x0; sx < x1 || sx == x0; sx++, n++)
						sum += src->rgb[(sy * src->w + sx) * 3 + c];
				dst->rgb[(y * w + x) * 3 + c] = (unsigned char)(sum / n);
			}
		}
	}
	return 0;
}
