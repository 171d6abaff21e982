#include <stdlib.h>
#include "check.h"
#include "strkit.h"

int main(void)
{
	const char *parts[] = { "usr", "local", "bin" };
	char *s = sk_join(parts, 3, "/"), **list;
	size_t n, i;

	CHECK_STR(s, "usr/local/bin");
	n = sk_split(s, '/', &list);
	for (i = 0; i < n; i++)
		CHECK_STR(list[i], parts[i]);
	sk_free_list(list, n);
	free(s);
	n = sk_split("a,,b,", ',', &list);
	CHECK_STR(list[1], "");
	CHECK_STR(list[3], "");
	sk_free_list(list, n);
	REPORT("join_split");
}
