#include <assert.h>
#include <stdio.h>
#include <string.h>
#include "urlkit.h"

int main(int argc, char **argv)
{
	struct url u;
	const char *c = argc > 1 ? argv[1] : "";
	assert(url_parse("https://bob:pw@example.org:8443/a/b?x=1&y=2#top", &u) == 0);
	if (strcmp(c, "scheme") == 0)
		assert(strcmp(u.scheme, "https") == 0);
	else if (strcmp(c, "host") == 0)
		assert(strcmp(u.host, "example.org") == 0);
	else if (strcmp(c, "port") == 0)
		assert(u.port == 8443);
	else if (strcmp(c, "path") == 0)
		assert(strcmp(u.path, "/a/b") == 0);
	else if (strcmp(c, "fragment") == 0)
		assert(strcmp(u.fragment, "top") == 0);
	else if (strcmp(c, "userinfo") == 0)
		assert(strcmp(u.userinfo, "bob:pw") == 0);
	else
		return 2;
	printf("url.%s passed\n", c);
	return 0;
}
