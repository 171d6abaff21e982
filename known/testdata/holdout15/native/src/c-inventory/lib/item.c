#include "inventory.h"
#include "item_private.h"

const char *item_sku(const struct item *it) { return it->sku; }
const char *item_name(const struct item *it) { return it->name; }
int item_qty(const struct item *it) { return it->qty; }
long item_cents(const struct item *it) { return it->cents; }
void item_set_qty(struct item *it, int qty) { it->qty = qty; }
