#include <stdio.h>
#include "b64.h"
int main(void)
{
	if (rotl32(0x80000001u, 1) != 0x00000003u) { puts("test_bits: FAIL rotl"); return 1; }
	unsigned char data[8] = {1, 2, 3, 4, 5, 6, 7, 8};
	printf("test_bits: mix=%08x\n", (unsigned)mix_bits(data, sizeof data));
	puts("test_bits: ok");
	return 0;
}
