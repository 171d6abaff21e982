#include <assert.h>
#include <stdio.h>
#include <string.h>
#include "urlkit.h"

int main(int argc, char **argv)
{
	char v[32];
	const char *c = argc > 1 ? argv[1] : "";
	if (strcmp(c, "single") == 0) {
		assert(query_get("page=3", "page", v, sizeof v) && strcmp(v, "3") == 0);
	} else if (strcmp(c, "multiple") == 0) {
		assert(query_get("a=1&b=22&c=3", "b", v, sizeof v) && strcmp(v, "22") == 0);
	} else if (strcmp(c, "empty_value") == 0) {
		assert(query_get("debug&x=1", "debug", v, sizeof v) && v[0] == '\0');
	} else if (strcmp(c, "repeated") == 0) {
		assert(query_get("tag=a&tag=b", "tag", v, sizeof v) && strcmp(v, "a") == 0);
	} else {
		return 2;
	}
	printf("query.%s passed\n", c);
	return 0;
}
