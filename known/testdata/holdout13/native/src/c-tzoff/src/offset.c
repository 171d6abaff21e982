#include <stdio.h>
#include <stdlib.h>
#include "tzoff.h"

int tz_parse_offset(const char *s, int *minutes)
{
	int h, m, sign;
	if (s[0] != '+' && s[0] != '-')
		return -1;
	sign = s[0] == '-' ? -1 : 1;
	if (sscanf(s + 1, "%2d:%2d", &h, &m) != 2 || h > 14 || m > 59)
		return -1;
	*minutes = sign * (h * 60 + m);
	return 0;
}

int tz_format_offset(int minutes, char *buf, unsigned len)
{
	int a = abs(minutes);
	return snprintf(buf, len, "%c%02d:%02d", minutes < 0 ? '-' : '+', a / 60, a % 60);
}
