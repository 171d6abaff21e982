#include <stdio.h>
#include <string.h>
#include "cfg.h"

static int n, bad;
#define T(cond, name) do { n++; if (cond) printf("ok %d - %s\n", n, name); \
	else { bad++; printf("not ok %d - %s\n", n, name); } } while (0)

int main(void)
{
	struct cfg c;
	const char *text =
		"# service config\n"
		"name = relay\n"
		"[http]\n"
		"port = 8080\n"
		"  host=0.0.0.0  \n"
		"[limits]\n"
		"max_conn = 0x100\n"
		"timeout = 30s\n"
		"[http]\n"
		"port = 8081\n";

	T(cfg_parse_string(&c, text) == 0, "parses");
	T(strcmp(cfg_get(&c, "", "name"), "relay") == 0, "key before any section");
	T(cfg_get_int(&c, "http", "port", 0) == 8081, "a repeated key: the last one wins");
	T(strcmp(cfg_get(&c, "http", "host"), "0.0.0.0") == 0, "whitespace trimmed");
	T(cfg_get_int(&c, "limits", "max_conn", 0) == 256, "hex integers");
	T(cfg_get_int(&c, "limits", "timeout", 5) == 5, "a unit suffix is not an integer");
	T(cfg_get(&c, "limits", "nope") == NULL, "missing key");
	cfg_free(&c);
	T(cfg_parse_string(&c, "[broken\nx=1\n") == -1 && c.errline == 1, "unterminated section");
	cfg_free(&c);
	T(cfg_parse_string(&c, "a=1\njunk\n") == -1 && c.errline == 2, "line without =");
	cfg_free(&c);
	printf("1..%d\n", n);
	return bad != 0;
}
