#include <stdio.h>
#include "slug.h"

int main(int argc, char **argv)
{
	char buf[128];

	for (int i = 1; i < argc; i++) {
		size_t n = slugify(trim(argv[i]), buf);
		printf("%zu %s\n", n, buf);
	}
	return 0;
}
