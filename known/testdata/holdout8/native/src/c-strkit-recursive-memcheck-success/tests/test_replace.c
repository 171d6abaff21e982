#include <stdlib.h>
#include "check.h"
#include "strkit.h"

int main(void)
{
	static const char *cases[][4] = {
		{ "a-b-c", "-", "+", "a+b+c" }, { "aaaa", "aa", "b", "bb" }, { "xyz", "q", "r", "xyz" },
		{ "hello", "hello", "", "" }, { "${HOME}/x", "${HOME}", "/root", "/root/x" },
	};
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *r = sk_replace(cases[i][0], cases[i][1], cases[i][2]);
		CHECK_STR(r, cases[i][3]);
		free(r);
	}
	REPORT("replace");
}
