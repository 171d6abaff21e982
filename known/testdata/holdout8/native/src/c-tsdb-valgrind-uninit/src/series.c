#include <stdlib.h>
#include <string.h>
#include "snapshot.h"

int series_init(struct series *s, const char *name, size_t cap)
{
	memset(s, 0, sizeof *s);
	strncpy(s->name, name, sizeof s->name - 1);
	s->pts = malloc(cap * sizeof *s->pts);
	if (!s->pts)
		return -1;
	s->cap = cap;
	return 0;
}

int series_append(struct series *s, int64_t ts, double v)
{
	if (s->len == s->cap) {
		struct point *p = realloc(s->pts, 2 * s->cap * sizeof *p);
		if (!p)
			return -1;
		s->pts = p;
		s->cap *= 2;
	}
	s->pts[s->len].ts = ts;
	s->pts[s->len].value = v;
	s->len++;
	return 0;
}

/* retention: drop the points older than ts, keeping the rest at the front */
void series_drop_before(struct series *s, int64_t ts)
{
	size_t i = 0;

	while (i < s->len && s->pts[i].ts < ts)
		i++;
	memmove(s->pts, s->pts + i, (s->len - i) * sizeof *s->pts);
	s->len -= i;
}

/* the largest value in the series (0 when empty) */
double series_max(const struct series *s)
{
	double m = 0;
	size_t i;

	for (i = 0; i < s->cap; i++)
		if (s->pts[i].value > m)
			m = s->pts[i].value;
	return m;
}

void series_free(struct series *s)
{
	free(s->pts);
	s->pts = NULL;
	s->len = s->cap = 0;
}
