#include <stdlib.h>
#include <syslog.h>
#include "logsink.h"

static int to_priority(enum log_level lvl)
{
	switch (lvl) {
	case LOG_DEBUG: return LOG_DEBUG;
	case LOG_WARN:  return LOG_WARNING;
	case LOG_ERROR: return LOG_ERR;
	default:        return LOG_INFO;
	}
}

static int syslog_write(struct sink *s, enum log_level lvl, const char *line)
{
	(void)s;
	syslog(to_priority(lvl), "%s", line);
	return 0;
}

struct sink *sink_syslog_open(const char *ident)
{
	struct sink *s = malloc(sizeof *s);
	if (!s)
		return NULL;
	openlog(ident, LOG_PID, LOG_USER);
	s->name = "syslog";
	s->write = syslog_write;
	s->ctx = NULL;
	return s;
}
