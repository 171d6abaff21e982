#include <stdio.h>
#include "logsink.h"

int main(int argc, char **argv)
{
	char line[256];
	struct kv kv[] = { { "pid", "42" }, { "unit", "demo" } };
	enum log_level lvl = argc > 1 ? level_parse(argv[1]) : LOG_INFO;
	int verbose;
	if (format_line(line, sizeof line, lvl, "started", 2, kv) < 0)
		return 1;
	puts(line);
	return 0;
}
