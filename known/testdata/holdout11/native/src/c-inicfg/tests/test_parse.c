#include <stdio.h>
#include "ini.h"
static const char *text = "; sample\n[server]\nport=8080\nhost=localhost\nbroken line\n[log]\nlevel=error\n";
int main(void)
{
	struct ini ini;
	int errs = ini_parse_string(&ini, text);
	printf("test_parse: %d parse error(s) reported (1 expected)\n", errs);
	if (errs != 1) { puts("test_parse: FAIL"); return 1; }
	if (!ini_find(&ini, "log", "level")) { puts("test_parse: FAIL no log.level"); return 1; }
	puts("test_parse: ok");
	ini_free(&ini);
	return 0;
}
