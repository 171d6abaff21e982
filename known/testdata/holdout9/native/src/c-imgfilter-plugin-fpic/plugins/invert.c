#include "imgcore.h"

static int run(const struct image *src, struct image *dst, double amount)
{
	if (image_alloc(dst, src->w, src->h) < 0)
		return -1;
	for (int i = 0; i < src->w * src->h * 4; i++)
		dst->px[i] = (i % 4 == 3) ? src->px[i] : clamp_u8(src->px[i] + amount * (255 - 2 * src->px[i]));
	return 0;
}

static const struct filter invert = { "invert", run };

void plugin_init(void) { filter_register(&invert); }
