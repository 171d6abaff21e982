#include <stdlib.h>
#include "logsink.h"

static int file_write(struct sink *s, enum log_level lvl, const char *line)
{
	(void)lvl;
	return fprintf((FILE *)s->ctx, "%s\n", line) < 0 ? -1 : 0;
}

struct sink *sink_file_open(const char *path)
{
	FILE *f = fopen(path, "a");
	if (!f)
		return NULL;
	struct sink *s = malloc(sizeof *s);
	if (!s) {
		fclose(f);
		return NULL;
	}
	s->name = path;
	s->write = file_write;
	s->ctx = f;
	return s;
}
