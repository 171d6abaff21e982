#include <stdio.h>
#include "qfmt.h"
int fmt_bytes(char *buf, size_t n, unsigned long long v)
{
	static const char *unit[] = { "B", "KiB", "MiB", "GiB" };
	int u = 0;
	double d = (double)v;
	while (d >= 1024 && u < 3) { d /= 1024; u++; }
	return snprintf(buf, n, u ? "%.1f %s" : "%.0f %s", d, unit[u]);
}
int fmt_duration(char *buf, size_t n, long secs)
{
	/* hours:minutes:seconds, minutes and seconds two digits */
	return snprintf(buf, n, "%ld:%ld:%02ld", secs / 3600, secs / 60 % 60, secs % 60);
}
int fmt_thousands(char *buf, size_t n, long v)
{
	char tmp[32];
	int len = snprintf(tmp, sizeof tmp, "%ld", v), o = 0;
	for (int i = 0; i < len; i++) {
		if (i && (len - i) % 3 == 0 && (size_t)o < n - 1) buf[o++] = ',';
		if ((size_t)o < n - 1) buf[o++] = tmp[i];
	}
	buf[o] = 0;
	return o;
}
