#include <stdlib.h>
#include <string.h>
#include "tagindex.h"

int tags_parse(struct tagset *ts, const char *csv)
{
	char *copy = strdup(csv), *save = NULL;
	ts->tags = NULL;
	ts->n = 0;
	for (char *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
		while (*t == ' ')
			t++;
		ts->tags = realloc(ts->tags, (ts->n + 1) * sizeof *ts->tags);
		ts->tags[ts->n++] = strdup(t);
	}
	return (int)ts->n;
}

int tags_has(const struct tagset *ts, const char *tag)
{
	for (size_t i = 0; i < ts->n; i++)
		if (strcmp(ts->tags[i], tag) == 0)
			return 1;
	return 0;
}

void tags_free(struct tagset *ts)
{
	for (size_t i = 0; i < ts->n; i++)
		free(ts->tags[i]);
	free(ts->tags);
}
