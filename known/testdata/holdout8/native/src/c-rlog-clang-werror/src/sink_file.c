#include <stdio.h>
#include <string.h>
#include "rlog/rlog.h"

int rlog_sink_open(struct rlog_sink *s, const char *path, size_t max_bytes, int keep)
{
	memset(s, 0, sizeof *s);
	if (strlen(path) >= sizeof s->path)
		return -1;
	strcpy(s->path, path);
	s->max_bytes = max_bytes;
	s->keep = keep;
	s->fp = fopen(path, "a");
	if (!s->fp)
		return -1;
	fseek(s->fp, 0, SEEK_END);
	s->written = (size_t)ftell(s->fp);
	return 0;
}

int rlog_sink_write(struct rlog_sink *s, const char *line, size_t n)
{
	if (s->max_bytes && s->written + n > s->max_bytes && rlog_rotate(s) != 0)
		return -1;
	if (fwrite(line, 1, n, s->fp) != n)
		return -1;
	s->written += n;
	return 0;
}

void rlog_sink_close(struct rlog_sink *s)
{
	if (s->fp)
		fclose(s->fp);
	s->fp = NULL;
}
