#ifndef ITEM_PRIVATE_H
#define ITEM_PRIVATE_H
struct item {
	char sku[16];
	char name[48];
	int qty;
	long cents;
};
struct store {
	struct item *items;
	size_t len, cap;
};
#endif
