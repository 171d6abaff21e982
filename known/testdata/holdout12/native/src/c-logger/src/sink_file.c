#include "log.h"

static FILE *sink;

int sink_file_open(const char *path)
{
	sink = fopen(path, "a");
	if (!sink)
		return -1;
	if (log_level >= LOG_DEBUG)
		fprintf(sink, "sink opened\n");
	return 0;
}
