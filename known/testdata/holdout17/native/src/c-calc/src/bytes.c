#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "humanize.h"

static const char *units[] = { "B", "KiB", "MiB", "GiB", "TiB" };

void fmt_bytes(unsigned long long n, char *buf, size_t cap)
{
	int u = 0;
	unsigned long long v = n;

	while (v >= 1024 && u < 4) {
		v /= 1024;
		u++;
	}
	if (u == 0)
		snprintf(buf, cap, "%llu B", n);
	else
		snprintf(buf, cap, "%.1f %s", (double)v, units[u]);
}

int parse_bytes(const char *s, unsigned long long *out)
{
	char *end;
	unsigned long long v = strtoull(s, &end, 10);
	int u;

	while (*end == ' ')
		end++;
	for (u = 0; u < 5; u++)
		if (strcmp(end, units[u]) == 0)
			break;
	if (u == 5)
		return -1;
	while (u-- > 0)
		v *= 1024;
	*out = v;
	return 0;
}
