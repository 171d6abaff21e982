#include <stdio.h>
#include <string.h>
#include "inv.h"

static int fails;
#define CHECK(c) do { if (!(c)) { printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); fails++; } } while (0)

int main(void)
{
	struct inventory a = {0}, b = {0};
	struct item it;
	parse_line("bolt M4;120;0.05", &it);
	inv_add(&a, &it);
	parse_line("hinge;4;2.40", &it);
	inv_add(&a, &it);
	CHECK(store_save(&a, "build/snapshot.bin") == 0);
	CHECK(store_load(&b, "build/snapshot.bin") == 2);
	CHECK(b.len == 2 && strcmp(b.items[1].name, "hinge") == 0);
	CHECK(b.items[0].qty == 120);
	printf("test_store: %s\n", fails ? "FAIL" : "ok");
	inv_free(&a);
	inv_free(&b);
	return fails != 0;
}
