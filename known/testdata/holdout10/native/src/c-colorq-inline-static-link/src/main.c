#include <stdio.h>
#include "color.h"
int main(int argc, char **argv)
{
	struct rgb a, b;
	if (argc != 3 || parse_hex(argv[1], &a) || parse_hex(argv[2], &b)) {
		fprintf(stderr, "usage: colorq #rrggbb #rrggbb\n");
		return 2;
	}
	for (int pct = 0; pct <= 100; pct += 25) {
		struct rgb m = rgb_mix(a, b, pct);
		printf("%3d%% #%02x%02x%02x\n", pct, m.r, m.g, m.b);
	}
	return 0;
}
