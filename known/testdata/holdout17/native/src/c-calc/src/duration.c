#include <stdio.h>
#include "humanize.h"

void fmt_duration(unsigned long secs, char *buf, size_t cap)
{
	if (secs < 60)
		snprintf(buf, cap, "%lus", secs);
	else if (secs < 3600)
		snprintf(buf, cap, "%lum%02lus", secs / 60, secs % 60);
	else
		snprintf(buf, cap, "%luh%02lum", secs / 3600, secs % 3600 / 60);
}
