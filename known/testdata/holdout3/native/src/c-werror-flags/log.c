#include <stdarg.h>
#include <stdio.h>
#include "proxy.h"

void log_msg(int level, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "[%d] ", level);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}
