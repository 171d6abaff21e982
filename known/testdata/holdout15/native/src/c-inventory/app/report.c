#include <stdio.h>
#include "inventory.h"

void report_print(struct store *s, int threshold)
{
	char price[32];
	size_t n = store_count(s);
	for (size_t i = 0; i < n; i++) {
		struct item *it = store_at(s, i);
		money_format(it->cents, price, sizeof price);
		printf("%-12s %-30s %5d %10s%s\n", item_sku(it), item_name(it), it->qty, price,
		       item_qty(it) < threshold ? "  LOW" : "");
	}
	printf("%d item(s) below %d\n", stock_low(s, threshold), threshold);
}
