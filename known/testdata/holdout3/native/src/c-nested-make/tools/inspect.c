#include <stdio.h>
#include <string.h>
#include <zlib.h>

/* print the CRC-32 of each file named on the command line */
int main(int argc, char **argv)
{
	unsigned char buf[4096];
	for (int i = 1; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		if (!f) {
			perror(argv[i]);
			return 1;
		}
		uLong crc = crc32(0L, Z_NULL, 0);
		size_t n;
		while ((n = fread(buf, 1, sizeof buf, f)) > 0)
			crc = crc32(crc, buf, (uInt)n);
		fclose(f);
		printf("%08lx  %s\n", crc, argv[i]);
	}
	return 0;
}
