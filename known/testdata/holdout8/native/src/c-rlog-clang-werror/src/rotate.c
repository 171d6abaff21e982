#include <stdio.h>
#include <errno.h>
#include "rlog/rlog.h"

/* app.log -> app.log.1 -> app.log.2 ... keeping s->keep old files */
int rlog_rotate(struct rlog_sink *s)
{
	char from[300], to[300];
	int i, rc;

	if (s->fp)
		fclose(s->fp);
	for (i = s->keep - 1; i >= 1; i--) {
		snprintf(from, sizeof from, "%s.%d", s->path, i);
		snprintf(to, sizeof to, "%s.%d", s->path, i + 1);
		rename(from, to);
	}
	if (s->keep > 0) {
		snprintf(to, sizeof to, "%s.1", s->path);
		rc = rename(s->path, to) == 0 || errno == ENOENT ? 0 : -1;
	}
	s->written = 0;
	s->fp = fopen(s->path, "w");
	return rc;
}
