#include "imgcore.h"

static int run(const struct image *src, struct image *dst, double amount)
{
	struct image tmp;
	if (kernel_apply(&kernel_gauss5, src, &tmp) < 0)
		return -1;
	if (image_alloc(dst, src->w, src->h) < 0)
		return -1;
	for (int i = 0; i < src->w * src->h; i++)
		pixel_mix(dst->px + 4 * i, src->px + 4 * i, tmp.px + 4 * i, amount);
	image_free(&tmp);
	return 0;
}

static const struct filter blur = { "blur", run };

void plugin_init(void) { filter_register(&blur); }
