#include <stdio.h>
#include "imgcore.h"

int main(void)
{
	struct image a, b;
	image_alloc(&a, 4, 4);
	for (int i = 0; i < 64; i++)
		a.px[i] = 100;
	kernel_apply(&kernel_box3, &a, &b);
	int ok = image_at(&b, 2, 2)[0] == 100;
	printf("test_kernel: %s\n", ok ? "ok" : "FAILED");
	image_free(&a);
	image_free(&b);
	return !ok;
}
