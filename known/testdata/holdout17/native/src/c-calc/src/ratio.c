#include <stdio.h>
#include "humanize.h"

void fmt_ratio(double r, char *buf, size_t cap)
{
	snprintf(buf, cap, "%.1f%%", r * 100.0);
}
