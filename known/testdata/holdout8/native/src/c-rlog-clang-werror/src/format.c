#include <stdio.h>
#include <time.h>
#include "rlog/rlog.h"

size_t rlog_format(char *buf, size_t n, const struct rlog *lg, enum rlog_level l,
		   const char *msg)
{
	time_t now = time(NULL);
	struct tm tm;
	char ts[32];
	int len;

	if (lg->utc)
		gmtime_r(&now, &tm);
	else
		localtime_r(&now, &tm);
	strftime(ts, sizeof ts, "%Y-%m-%dT%H:%M:%S", &tm);
	len = snprintf(buf, n, "%s %-5s %s\n", ts, rlog_level_name(l), msg);
	if (len < 0)
		return 0;
	return (size_t)len < n ? (size_t)len : n - 1;
}
