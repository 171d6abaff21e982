#include "inventory.h"

int stock_low(const struct store *s, int threshold)
{
	int low = 0;
	size_t n = store_count(s);
	for (int i = 0; i < n; i++) {
		if (item_qty(store_at((struct store *)s, i)) < threshold)
			low++;
	}
	return low;
}
