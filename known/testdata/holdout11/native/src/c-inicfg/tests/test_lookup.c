#include <stdio.h>
#include <string.h>
#include "ini.h"
int main(void)
{
	struct ini ini;
	ini_parse_string(&ini, "[server]\nport=8080\n");
	printf("test_lookup: port=%s\n", ini_get(&ini, "server", "port", "80"));
	/* a missing key must give the default */
	const char *t = ini_get(&ini, "server", "timeout", "30");
	printf("test_lookup: timeout=%s\n", t);
	int ok = strcmp(t, "30") == 0;
	puts(ok ? "test_lookup: ok" : "test_lookup: FAIL");
	ini_free(&ini);
	return !ok;
}
