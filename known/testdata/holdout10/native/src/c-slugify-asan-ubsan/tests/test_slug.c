#include <stdio.h>
#include <string.h>
#include "slug.h"
int main(void)
{
	char out[16];
	const char *cases[][2] = { { "Hello World", "hello-world" }, { "  a  b ", "a-b" }, { "C++ & Rust!", "c-rust" } };
	for (int i = 0; i < 3; i++) {
		slugify(cases[i][0], out, sizeof out);
		printf("ok %d %s\n", i + 1, out);
	}
	char title[12];
	strcpy(title, "Release Notes 2024");
	slugify(title, out, sizeof out);
	printf("ok 4 %s\n", out);
	return 0;
}
