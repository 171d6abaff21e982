#include <stdio.h>
#include "util.h"

void util_hexdump(const void *p, size_t n)
{
	const unsigned char *b = p;
	for (size_t i = 0; i < n; i += 16) {
		printf("%08zx ", i);
		for (size_t j = i; j < i + 16 && j < n; j++)
			printf(" %02x", b[j]);
		putchar('\n');
	}
}
