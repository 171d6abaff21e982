#include <stdio.h>
#include "store.h"

int main(void)
{
	store_t *s = store_open(16);
	store_put(s, "name", "kv");
	printf("%s\n", store_get(s, "name"));
	store_close(s);
	return 0;
}
