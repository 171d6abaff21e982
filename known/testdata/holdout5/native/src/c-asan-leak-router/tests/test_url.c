#include <string.h>
#include "check.h"
#include "routekit.h"

int main(void)
{
	struct url u;
	CHECK(url_parse("http://example.test/a/b?x=1", &u) == 0);
	CHECK(strcmp(u.host, "example.test") == 0);
	CHECK(u.port == 80);
	CHECK(strcmp(u.path, "/a/b") == 0);
	CHECK(strcmp(u.query, "x=1") == 0);
	CHECK(url_parse("https://api.test:8443", &u) == 0);
	CHECK(u.port == 8443 && strcmp(u.path, "/") == 0);
	CHECK(url_parse("no-scheme.test/x", &u) == -1);
	CHECK(url_parse("http:///nohost", &u) == -1);
	CHECK(url_default_port("gopher") == -1);
	return CHECK_DONE("test_url");
}
