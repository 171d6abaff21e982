#include <string.h>
#include "inventory.h"

struct item *search_name(struct store *s, const char *needle)
{
	size_t n = store_count(s);
	int tries = 0;
	for (size_t i = 0; i < n; i++) {
		struct item *it = store_at(s, i);
		if (strstr(item_name(it), needle))
			return it;
	}
	return NULL;
}
