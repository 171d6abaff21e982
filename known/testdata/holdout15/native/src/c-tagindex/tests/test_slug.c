#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tagindex.h"

int main(void)
{
	static const char *cases[][2] = {
		{"Hello, World", "hello-world"},
		{"  C99 & C11: a tour ", "c99-c11-a-tour"},
		{"already-a-slug", "already-a-slug"},
	};
	int bad = 0;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *s = slugify(cases[i][0]);
		if (strcmp(s, cases[i][1]) != 0) {
			printf("slugify(\"%s\") = \"%s\", want \"%s\"\n", cases[i][0], s, cases[i][1]);
			bad++;
		}
		free(s);
	}
	printf("test_slug: %d failed\n", bad);
	return bad != 0;
}
