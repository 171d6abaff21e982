#include <stdlib.h>
#include <string.h>
#include "cronexpr.h"
static int range(const char *s, int lo, int hi, int *a, int *b, int *step, const char **err)
{
	char *end;
	*step = 1;
	if (*s == '*') { *a = lo; *b = hi; s++; }
	else {
		*a = strtol(s, &end, 10);
		if (end == s) { *err = "expected a number"; return -1; }
		s = end; *b = *a;
		if (*s == '-') { *b = strtol(s + 1, &end, 10); s = end; }
	}
	if (*s == '/') {
		*step = strtol(s + 1, &end, 10);
		if (*step < 1) { *err = "bad step"; return -1; }
	}
	if (*a < lo || *b > hi || *a > *b) { *err = "value out of range"; return -1; }
	return 0;
}
int cron_field_parse(const char *s, int lo, int hi, uint64_t *mask, const char **err)
{
	char buf[64];
	int a, b, step;
	*mask = 0;
	strncpy(buf, s, sizeof buf - 1); buf[sizeof buf - 1] = 0;
	for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
		if (range(tok, lo, hi, &a, &b, &step, err)) return -1;
		for (int v = a; v <= b; v += step) *mask |= 1ULL << v;
	}
	return 0;
}
