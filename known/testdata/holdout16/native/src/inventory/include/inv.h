#ifndef INV_H
#define INV_H
#include <stddef.h>
#include "util.h"

struct item {
	char name[32];
	int qty;
	double price;
};

struct inventory {
	struct item *items;
	size_t len, cap;
};

struct item *item_new(const char *name, int qty, double price);
void item_free(struct item *it);
int inv_add(struct inventory *inv, const struct item *it);
void inv_free(struct inventory *inv);
int parse_line(const char *line, struct item *out);
int parse_file(const char *path, struct inventory *inv);
double report_total(const struct inventory *inv);
void report_print(const struct inventory *inv, int low_stock);
int store_save(const struct inventory *inv, const char *path);
int store_load(struct inventory *inv, const char *path);
#endif
