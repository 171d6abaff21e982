#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mini.h"

int main(void)
{
	int bad = 0;
	char *j = mini_strjoin("usr", "/", "lib");
	if (strcmp(j, "usr/lib") != 0) {
		printf("strjoin: got %s\n", j);
		bad++;
	}
	free(j);
	if (!mini_startswith("libmini.so.2", "libmini") || mini_startswith("lib", "libmini")) {
		puts("startswith: wrong");
		bad++;
	}
	struct mini_vec v = { 0 };
	for (int i = 0; i < 100; i++)
		mini_vec_push(&v, i);
	if (v.len != 100 || v.data[99] != 99) {
		puts("vec: wrong");
		bad++;
	}
	mini_vec_free(&v);
	printf("test_mini: %s\n", bad ? "FAILED" : "all checks passed");
	return bad != 0;
}
