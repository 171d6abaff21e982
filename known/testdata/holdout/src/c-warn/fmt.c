#include <stdio.h>
#include <stdint.h>

void print_crc(const char *name, uint32_t crc)
{
	char buf[8];
	snprintf(buf, sizeof buf, "%s", name);
	printf("%08x  %s\n", crc, buf);
}

int width(int n)
{
	if (n < 10)
		return 1;
	else if (n < 100)
		return 2;
}
