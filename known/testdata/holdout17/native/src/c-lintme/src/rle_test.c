#include <stdio.h>
#include <string.h>
#include "rle.h"

int main(void)
{
	static const char *cases[] = { "aaabcc", "x", "", "zzzzzzzzzzzz" };
	char enc[64], dec[64];
	int bad = 0;

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		rle_encode(cases[i], enc, sizeof enc);
		rle_decode(enc, dec, sizeof dec);
		printf("%-4s %-14s -> %s\n", strcmp(dec, cases[i]) ? "FAIL" : "ok", cases[i], enc);
		bad |= strcmp(dec, cases[i]) != 0;
	}
	return bad;
}
