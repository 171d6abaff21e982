#include <stdio.h>
#include <stdlib.h>
#include "wordstat.h"

int main(int argc, char **argv)
{
	char buf[4096];
	char *words[512];
	struct table t;
	int top = argc > 1 ? atoi(argv[1]) : 10;

	table_init(&t);
	while (fgets(buf, sizeof buf, stdin)) {
		size_t n = tokenize(buf, words, 512);
		for (size_t i = 0; i < n; i++)
			table_add(&t, words[i]);
	}
	report(&t, top);
	table_free(&t);
	return 0;
}
