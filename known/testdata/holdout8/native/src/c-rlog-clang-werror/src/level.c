#include <string.h>
#include <strings.h>
#include "rlog/rlog.h"

const char *rlog_level_name(enum rlog_level l)
{
	switch (l) {
	case RLOG_DEBUG: return "DEBUG";
	case RLOG_INFO:  return "INFO";
	case RLOG_WARN:  return "WARN";
	case RLOG_ERROR: return "ERROR";
	case RLOG_FATAL: return "FATAL";
	}
	return "?";
}

int rlog_level_parse(const char *s, enum rlog_level *out)
{
	static const char *names[] = { "trace", "debug", "info", "warn", "error", "fatal" };
	size_t i;

	for (i = 0; i < sizeof names / sizeof names[0]; i++) {
		if (strcasecmp(s, names[i]) == 0) {
			*out = (enum rlog_level)i;
			return 0;
		}
	}
	return -1;
}
