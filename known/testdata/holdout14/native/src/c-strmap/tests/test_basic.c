#include <stdio.h>
#include "strmap.h"
int main(void)
{
	struct strmap *m = strmap_new(16);
	long v = 0;
	strmap_put(m, "alpha", 1);
	strmap_put(m, "beta", 2);
	strmap_put(m, "alpha", 3);
	if (strmap_len(m) != 2 || strmap_get(m, "alpha", &v) != 0 || v != 3) {
		printf("test_basic: len=%zu alpha=%ld\n", strmap_len(m), v);
		return 1;
	}
	strmap_free(m);
	puts("test_basic: ok");
	return 0;
}
