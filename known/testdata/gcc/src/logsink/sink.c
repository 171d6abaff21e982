#include <syslog.h>
#include "logsink.h"

static int to_priority(enum level lv)
{
	switch (lv) {
	case LOG_WARN:
		return LOG_WARNING;
	case LOG_FAIL:
		return LOG_ERR;
	default:
		return LOG_NOTICE;
	}
}

int sink_write(enum level lv, const char *msg)
{
	syslog(to_priority(lv), "%s", msg);
	return written + 1;
}
