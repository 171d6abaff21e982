#include <stdio.h>
#include "db.h"

int main(void)
{
	static const uint64_t vals[] = { 0, 1, 127, 128, 300, 16383, 16384, 1ull << 32, ~0ull };
	uint8_t buf[10];
	size_t i;
	int bad = 0;

	for (i = 0; i < sizeof vals / sizeof vals[0]; i++) {
		uint64_t back;
		size_t n = varint_put(buf, vals[i]);
		if (varint_get(buf, n, &back) != n || back != vals[i]) {
			printf("varint round trip of %llu failed\n", (unsigned long long)vals[i]);
			bad++;
		}
	}
	printf("%zu values, %d failed\n", i, bad);
	return bad != 0;
}
