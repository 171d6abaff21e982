#ifndef INVENTORY_H
#define INVENTORY_H
#include <stddef.h>

/* opaque: use the accessors below */
struct item;
struct store;

struct store *store_new(void);
void store_free(struct store *s);
int store_add(struct store *s, const char *sku, const char *name, int qty, long cents);
struct item *store_find(struct store *s, const char *sku);
size_t store_count(const struct store *s);
struct item *store_at(struct store *s, size_t i);

const char *item_sku(const struct item *it);
const char *item_name(const struct item *it);
int item_qty(const struct item *it);
long item_cents(const struct item *it);
void item_set_qty(struct item *it, int qty);

int csv_load(struct store *s, const char *path);
void money_format(long cents, char *buf, size_t n);
struct item *search_name(struct store *s, const char *needle);
void sort_by_sku(struct store *s);
int stock_low(const struct store *s, int threshold);
void audit_log(const char *what, const char *sku);
#endif
