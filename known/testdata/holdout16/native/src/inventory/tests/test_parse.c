#include <stdio.h>
#include <string.h>
#include "inv.h"

static int fails;
#define CHECK(c) do { if (!(c)) { printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); fails++; } } while (0)

int main(void)
{
	struct item it;
	CHECK(parse_line("bolt M4;120;0.05", &it) == 0);
	CHECK(strcmp(it.name, "bolt M4") == 0);
	CHECK(it.qty == 120);
	CHECK(parse_line("washer;x;0.01", &it) == -1);
	CHECK(parse_line("nut;3", &it) == -1);
	CHECK(clamp_int(-4, 0, 10) == 0);
	printf("test_parse: %s\n", fails ? "FAIL" : "ok");
	return fails != 0;
}
