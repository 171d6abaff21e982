#include "imgcore.h"

const struct kernel kernel_box3 = { 3, { 1/9., 1/9., 1/9., 1/9., 1/9., 1/9., 1/9., 1/9., 1/9. } };
const struct kernel kernel_sharpen3 = { 3, { 0, -1, 0, -1, 5, -1, 0, -1, 0 } };
const struct kernel kernel_gauss5 = { 5, {
	1/256., 4/256., 6/256., 4/256., 1/256.,
	4/256., 16/256., 24/256., 16/256., 4/256.,
	6/256., 24/256., 36/256., 24/256., 6/256.,
	4/256., 16/256., 24/256., 16/256., 4/256.,
	1/256., 4/256., 6/256., 4/256., 1/256. } };

int kernel_apply(const struct kernel *k, const struct image *src, struct image *dst)
{
	int r = k->size / 2;
	if (image_alloc(dst, src->w, src->h) < 0)
		return -1;
	for (int y = 0; y < src->h; y++)
		for (int x = 0; x < src->w; x++)
			for (int c = 0; c < 4; c++) {
				double acc = 0;
				for (int j = -r; j <= r; j++)
					for (int i = -r; i <= r; i++)
						acc += k->k[(j + r) * k->size + i + r] *
						       image_at((struct image *)src, x + i, y + j)[c];
				image_at(dst, x, y)[c] = clamp_u8(acc);
			}
	return 0;
}
