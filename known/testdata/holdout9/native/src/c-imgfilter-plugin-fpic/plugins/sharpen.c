#include "imgcore.h"

static int run(const struct image *src, struct image *dst, double amount)
{
	(void)amount;
	return kernel_apply(&kernel_sharpen3, src, dst);
}

static const struct filter sharpen = { "sharpen", run };

void plugin_init(void) { filter_register(&sharpen); }
