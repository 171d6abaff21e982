#include <stdio.h>
#include "strmap.h"
int main(void)
{
	struct strmap *m = strmap_new(16);
	long v;
	strmap_put(m, "a", 1);
	strmap_del(m, "a");
	if (strmap_get(m, "a", &v) == 0 || strmap_len(m) != 0) {
		puts("test_delete: still there");
		return 1;
	}
	strmap_free(m);
	puts("test_delete: ok");
	return 0;
}
