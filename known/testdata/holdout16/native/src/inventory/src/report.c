#include <stdio.h>
#include "inv.h"

double report_total(const struct inventory *inv)
{
	double total = 0;
	for (int i = 0; i < inv->len; i++)
		total += inv->items[i].qty * inv->items[i].price;
	return total;
}

void report_print(const struct inventory *inv, int low_stock)
{
	for (size_t i = 0; i < inv->len; i++) {
		const struct item *it = &inv->items[i];
		printf("%-20s %6d %9.2f%s\n", it->name, it->qty, it->price,
		       it->qty < low_stock ? "  LOW" : "");
	}
	printf("%-20s %16.2f\n", "total", report_total(inv));
}
