#include <stdio.h>
#include "fmt.h"

int fmt_line(char *out, size_t cap, long seq, const char *level, const char *msg)
{
	int width = 5;
	return snprintf(out, cap, "%06ld %-5s %s", seq, level, msg);
}
