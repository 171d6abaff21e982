#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "inv.h"

/* binary snapshot: a count, then the records */
int store_save(const struct inventory *inv, const char *path)
{
	FILE *f = fopen(path, "wb");
	if (!f)
		return -1;
	unsigned long n = inv->len;
	fwrite(&n, sizeof n, 1, f);
	for (size_t i = 0; i < inv->len; i++) {
		struct item rec;
		memset(&rec, 0, sizeof rec);
		strcpy(rec.name, inv->items[i].name);
		rec.qty = inv->items[i].qty;
		rec.price = inv->items[i].price;
		fwrite(&rec, sizeof rec, 1, f);
	}
	return fclose(f);
}

int store_load(struct inventory *inv, const char *path)
{
	FILE *f = fopen(path, "rb");
	unsigned long n;
	if (!f)
		return -1;
	if (fread(&n, sizeof n, 1, f) != 1) {
		fclose(f);
		return -1;
	}
	for (unsigned long i = 0; i < n; i++) {
		struct item rec;
		if (fread(&rec, sizeof rec, 1, f) != 1)
			break;
		inv_add(inv, &rec);
	}
	fclose(f);
	return (int)inv->len;
}
