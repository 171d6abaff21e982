#include <stdio.h>
#include "inventory.h"

int export_json(struct store *s, FILE *out, int pretty)
{
	size_t n = store_count(s);
	fputs("[", out);
	for (size_t i = 0; i < n; i++) {
		struct item *it = store_at(s, i);
		fprintf(out, "%s{\"sku\":\"%s\",\"qty\":%d}", i ? "," : "", item_sku(it), item_qty(it));
	}
	fputs("]\n", out);
	return 0;
}
