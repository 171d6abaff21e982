#include <stdio.h>

#include "crcfast.h"

int main(void)
{
	int ok = crc32_update(0, "123456789", 9) == 0xcbf43926u &&
		 crc64_update(0, "123456789", 9) == 0x995dc9bbdf1939faull;
	printf("test_vectors (%s): %s\n", crcfast_impl(), ok ? "ok" : "FAILED");
	return !ok;
}
