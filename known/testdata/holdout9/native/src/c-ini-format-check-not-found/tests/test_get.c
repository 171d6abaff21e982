#include <stdio.h>
#include <string.h>

#include "ini.h"

int main(void)
{
	struct ini ini;
	int bad = 0;
	ini_parse(&ini, "[s]\nport = 0x1F90\nport2 = 80a\ndebug = On\nname = one\nname = two\n");
	bad += ini_get_int(&ini, "s", "port", 0) != 8080;
	bad += ini_get_int(&ini, "s", "port2", 7) != 7;
	bad += ini_get_bool(&ini, "s", "debug", 0) != 1;
	bad += strcmp(ini_get(&ini, "s", "name"), "two") != 0;
	bad += ini_get(&ini, "t", "name") != NULL;
	ini_free(&ini);
	printf("test_get: 5 cases, %d failed\n", bad);
	return bad != 0;
}
