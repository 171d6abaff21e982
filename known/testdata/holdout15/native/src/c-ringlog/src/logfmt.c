#include <stdio.h>
#include "ringlog.h"

int rl_format(char *out, size_t n, const char *level, const char *msg)
{
	return snprintf(out, n, "[%-5s] %s", level, msg);
}
