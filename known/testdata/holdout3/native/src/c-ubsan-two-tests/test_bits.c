#include <stdio.h>
#include "bits.h"

#define EXPECT(cond) \
	do { printf("%s: %s\n", (cond) ? "PASS" : "FAIL", #cond); } while (0)

int main(void)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	EXPECT(mask_low(4) == 0xfu);
	EXPECT(mask_low(31) == 0x7fffffffu);
	EXPECT(rotl32(0x80000001u, 1) == 0x00000003u);
	EXPECT(rotl32(0x12345678u, 8) == 0x34567812u);
	EXPECT(rotl32(0xdeadbeefu, 0) == 0xdeadbeefu);
	EXPECT(mask_low(32) == 0xffffffffu);
	return 0;
}
