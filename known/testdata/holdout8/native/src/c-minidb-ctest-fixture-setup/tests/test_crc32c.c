#include <stdio.h>
#include "db.h"

int main(void)
{
	uint32_t c = crc32c(0, "123456789", 9);

	if (c != 0xE3069283u) {
		printf("crc32c(\"123456789\") = %08x, want e3069283\n", c);
		return 1;
	}
	puts("crc32c ok");
	return 0;
}
