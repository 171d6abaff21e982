#include <stdlib.h>
#include <string.h>
#include "parse.h"

struct record parse_record(const char *text) {
	struct record r;
	char *eq = strchr(text, '=');
	r.key = text;
	r.value = eq ? atoi(eq + 1) : 0;
	return r;
}
