#include <stdio.h>
#include <string.h>
#include "semver.h"

int semver_parse(const char *s, struct semver *v)
{
	int used = 0;
	memset(v, 0, sizeof *v);
	if (*s == 'v')
		s++;
	if (sscanf(s, "%d.%d.%d%n", &v->major, &v->minor, &v->patch, &used) != 3)
		return -1;
	if (v->major < 0 || v->minor < 0 || v->patch < 0)
		return -1;
	s += used;
	if (*s == '-') {
		strncpy(v->pre, s + 1, sizeof v->pre - 1);
	} else if (*s != '\0') {
		return -1;
	}
	return 0;
}

int semver_cmp(const struct semver *a, const struct semver *b)
{
	if (a->major != b->major)
		return a->major < b->major ? -1 : 1;
	if (a->minor != b->minor)
		return a->minor < b->minor ? -1 : 1;
	if (a->patch != b->patch)
		return a->patch < b->patch ? -1 : 1;
	if (!a->pre[0] || !b->pre[0])
		return !a->pre[0] - !b->pre[0];
	int c = strcmp(a->pre, b->pre);
	return (c > 0) - (c < 0);
}
