#include <stdio.h>
#include "strmap.h"
int main(void)
{
	struct strmap *m = strmap_new(8);
	char key[32];
	puts("test_grow: inserting 1000 keys into a map of 8 slots");
	fflush(stdout);
	for (int i = 0; i < 1000; i++) {
		snprintf(key, sizeof key, "key-%04d", i);
		if (strmap_put(m, key, i) != 0) {
			printf("test_grow: put %s failed\n", key);
			return 1;
		}
	}
	long v;
	if (strmap_len(m) != 1000 || strmap_get(m, "key-0999", &v) != 0 || v != 999) {
		printf("test_grow: len=%zu\n", strmap_len(m));
		return 1;
	}
	strmap_free(m);
	puts("test_grow: ok");
	return 0;
}
