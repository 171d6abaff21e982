#include <stdio.h>

#include "crcfast.h"

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		unsigned char buf[65536];
		size_t n;
		uint32_t crc = 0;
		if (!f) {
			perror(argv[i]);
			return 1;
		}
		while ((n = fread(buf, 1, sizeof buf, f)) > 0)
			crc = crc32_update(crc, buf, n);
		fclose(f);
		printf("%08x  %s\n", crc, argv[i]);
	}
	return 0;
}
