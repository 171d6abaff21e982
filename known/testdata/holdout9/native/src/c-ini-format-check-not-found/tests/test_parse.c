#include <stdio.h>

#include "ini.h"

int main(void)
{
	struct ini ini;
	int rc = ini_parse(&ini, "; comment\n[server]\nport = 8080\nhost=example.org\n\n[tls]\nenabled = yes\n");
	if (rc != 0 || ini.n != 3) {
		printf("test_parse: FAILED (rc %d, %zu entries)\n", rc, ini.n);
		return 1;
	}
	ini_free(&ini);
	rc = ini_parse(&ini, "[a]\nkey value\n");
	ini_free(&ini);
	if (rc != 2) {
		printf("test_parse: FAILED (syntax error reported on line %d, want 2)\n", rc);
		return 1;
	}
	printf("test_parse: 2 cases ok\n");
	return 0;
}
