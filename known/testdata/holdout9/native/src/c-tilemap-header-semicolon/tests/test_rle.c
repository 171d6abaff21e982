#include <stdio.h>
#include <string.h>

#include "tile.h"

int main(void)
{
	uint16_t in[] = { 1, 1, 1, 2, 3, 3 }, enc[12], dec[6];
	size_t n = rle_encode(in, 6, enc, 12);
	if (n != 6 || rle_decode(enc, n, dec, 6) != 6 || memcmp(in, dec, sizeof in) != 0) {
		puts("test_rle: round trip FAILED");
		return 1;
	}
	puts("test_rle: ok");
	return 0;
}
