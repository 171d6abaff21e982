#include <stdio.h>
#include "csvsum.h"
int main(void)
{
	static const struct { const char *in; uint32_t want; } cases[] = {
		{ "", 0x00000000u },
		{ "a", 0xE8B7BE43u },
		{ "123456789", 0xCBF43926u },
	};
	int bad = 0;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		uint32_t got = crc32_buf(0, cases[i].in, strlen(cases[i].in));
		if (got != cases[i].want) {
			printf("crc32(\"%s\") = 0x%08X, want 0x%08X\n", cases[i].in, got, cases[i].want);
			bad++;
		}
	}
	if (!bad)
		puts("crc32: ok");
	return bad != 0;
}
