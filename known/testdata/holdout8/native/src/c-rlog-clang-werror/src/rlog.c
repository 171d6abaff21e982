#include "rlog/rlog.h"

int rlog_open(struct rlog *lg, const char *path, enum rlog_level min)
{
	lg->min = min;
	lg->utc = 1;
	return rlog_sink_open(&lg->sink, path, 1 << 20, 5);
}

void rlog_write(struct rlog *lg, enum rlog_level l, const char *msg)
{
	char line[1024];
	size_t n;

	if (l < lg->min)
		return;
	n = rlog_format(line, sizeof line, lg, l, msg);
	rlog_sink_write(&lg->sink, line, n);
}

void rlog_close(struct rlog *lg)
{
	rlog_sink_close(&lg->sink);
}
