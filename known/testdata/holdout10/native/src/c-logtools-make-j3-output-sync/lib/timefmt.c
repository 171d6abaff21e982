#define _XOPEN_SOURCE 700
#include <string.h>
#include <time.h>
#include "log.h"
int timefmt_parse(const char *s, struct tm *tm)
{
	memset(tm, 0, sizeof *tm);
	return strptime(s, "%Y-%m-%dT%H:%M:%S", tm) ? 0 : -1;
}
