#include <stdio.h>
#include <string.h>
#include "crc.h"

int main(void)
{
	const char *s = "123456789";
	uint32_t c = crc32_update(0, (const unsigned char *)s, strlen(s));
	uint32_t a = adler32_update(1, (const unsigned char *)s, strlen(s));
	if (c != 0xCBF43926u || a != 0x091E01DEu) {
		printf("FAIL crc=%08x adler=%08x\n", c, a);
		return 1;
	}
	printf("ok crc=%08x adler=%08x\n", c, a);
	return 0;
}
