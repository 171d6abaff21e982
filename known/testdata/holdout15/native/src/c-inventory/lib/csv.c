#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "inventory.h"

int csv_load(struct store *s, const char *path)
{
	FILE *f = fopen(path, "r");
	char line[256];
	int n = 0, lineno = 0;
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f)) {
		char *sku, *name, *qty, *price;
		lineno++;
		if (lineno == 1)
			continue;
		sku = strtok(line, ",");
		name = strtok(NULL, ",");
		qty = strtok(NULL, ",");
		price = strtok(NULL, ",\n");
		if (!sku || !name || !qty || !price)
			continue;
		if (store_add(s, sku, name, atoi(qty), atol(price)) == 0)
			n++;
	}
	fclose(f);
	return n;
}
