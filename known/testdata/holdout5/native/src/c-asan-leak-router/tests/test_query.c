#include <string.h>
#include "check.h"
#include "routekit.h"

int main(void)
{
	char v[32];
	CHECK(query_count("") == 0);
	CHECK(query_count("a=1&b=2&c") == 3);
	CHECK(query_get("a=1&name=J%C3%BCrgen+K", "name", v, sizeof v) == 9);
	CHECK(strcmp(v, "J\xc3\xbcrgen K") == 0);
	CHECK(query_get("a=1&b=2", "c", v, sizeof v) == -1);
	CHECK(query_get("error=none&level=2", "level", v, sizeof v) == 1);
	CHECK(query_decode("%zz", v, sizeof v) == -1);
	CHECK(query_decode("abc", v, 3) == -1);
	return CHECK_DONE("test_query");
}
