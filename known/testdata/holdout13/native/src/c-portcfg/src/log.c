#include <stdarg.h>
#include "log.h"

static int pending;

void log_msg(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	pending++;
}

void log_flush(void)
{
	fflush(stderr);
	pending = 0;
}
