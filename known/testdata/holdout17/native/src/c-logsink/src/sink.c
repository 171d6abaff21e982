#include "sink.h"
#include <stdio.h>
#include <string.h>

static const char *names[] = { "debug", "info", "warn", "error" };

int sink_open(struct sink *s, const char *path, enum sink_level min)
{
	s->out = path ? fopen(path, "a") : stdout;
	s->min_level = min;
	s->written = 0;
	return s->out ? 0 : -1;
}

void sink_write(struct sink *s, enum sink_level lvl, const char *msg)
{
	if (lvl < s->min_level)
		return;
	s->written += (size_t)fprintf(s->out, "[%s] %s\n", names[lvl], msg);
}

void sink_close(struct sink *s)
{
	if (s->out && s->out != stdout)
		fclose(s->out);
	s->out = NULL;
}
