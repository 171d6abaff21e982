#include <stdlib.h>
#include "strbuf.h"
#include "check.h"

int main(void)
{
	size_t n;
	char **f = sb_split("a,b,,c", ',', &n);
	CHECK_INT(n, 4);
	CHECK_STR(f[2], "");
	CHECK_STR(f[3], "c");
	/* a trailing separator gives no extra field */
	char **g = sb_split("x,y,", ',', &n);
	CHECK_INT(n, 3);
	CHECK_STR(g[2], "");
	return CHECK_DONE();
}
