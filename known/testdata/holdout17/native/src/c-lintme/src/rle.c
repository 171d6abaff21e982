#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include "rle.h"

size_t rle_encode(const char *in, char *out, size_t cap)
{
	size_t used = 0;

	while (*in) {
		char c = *in;
		int run = 0;
		while (*in == c && run < 9) {
			in++;
			run++;
		}
		if (used + 2 >= cap)
			break;
		out[used++] = (char)('0' + run);
		out[used++] = c;
	}
	out[used] = '\0';
	return used;
}

size_t rle_decode(const char *in, char *out, size_t cap)
{
	size_t used = 0;

	while (in[0] && in[1]) {
		int run = in[0] - '0';
		while (run-- > 0 && used + 1 < cap)
			out[used++] = in[1];
		in += 2;
	}
	out[used] = '\0';
	return used;
}
