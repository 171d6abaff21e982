#include <string.h>
#include "logsink.h"

static const char *const names[] = { "debug", "info", "warn", "error" };

const char *level_name(enum log_level lvl)
{
	if ((unsigned)lvl >= sizeof names / sizeof names[0])
		return "?";
	return names[lvl];
}

enum log_level level_parse(const char *s)
{
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcmp(s, names[i]) == 0)
			return (enum log_level)i;
	return LOG_INFO;
}
