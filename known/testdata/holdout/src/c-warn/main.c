#include <stdio.h>
#include <string.h>
#include <stdint.h>

uint32_t crc32(const unsigned char *p, size_t n);
int crc_selftest(int verbose);
void print_crc(const char *name, uint32_t crc);

int main(int argc, char **argv)
{
	if (!crc_selftest(0))
		return 1;
	for (int i = 1; i < argc; i++)
		print_crc(argv[i], crc32((const unsigned char *)argv[i], strlen(argv[i])));
	return 0;
}
