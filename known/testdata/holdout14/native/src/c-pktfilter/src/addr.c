#include <stdbool.h>
#include <stdio.h>
#include "filter.h"

int parse_addr(const char *s, uint32_t *net, uint32_t *mask)
{
	unsigned a, b, c, d, bits = 32;
	int n = sscanf(s, "%u.%u.%u.%u/%u", &a, &b, &c, &d, &bits);
	if (n < 4 || a > 255 || b > 255 || c > 255 || d > 255 || bits > 32)
		return -1;
	*mask = bits ? 0xffffffffu << (32 - bits) : 0;
	*net = ((a << 24) | (b << 16) | (c << 8) | d) & *mask;
	return 0;
}
