#include <stdio.h>
#include <string.h>

#include "base58.h"

int main(int argc, char **argv)
{
	char out[1024];
	uint8_t bytes[1024];
	if (argc != 3 || (strcmp(argv[1], "-e") && strcmp(argv[1], "-d"))) {
		fprintf(stderr, "usage: b58 -e TEXT | -d BASE58\n");
		return 2;
	}
	if (argv[1][1] == 'e') {
		if (!b58_encode((const uint8_t *)argv[2], strlen(argv[2]), out, sizeof out))
			return 1;
		puts(out);
	} else {
		long n = b58_decode(argv[2], bytes, sizeof bytes);
		if (n < 0) {
			fprintf(stderr, "b58: invalid input\n");
			return 1;
		}
		fwrite(bytes, 1, (size_t)n, stdout);
		putchar('\n');
	}
	return 0;
}
