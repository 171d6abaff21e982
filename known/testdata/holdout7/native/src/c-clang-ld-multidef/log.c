#include <stdarg.h>
#include <stdio.h>
#include "log.h"

static char pending[4096];
static size_t used;

void log_msg(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(pending + used, sizeof pending - used, fmt, ap);
    va_end(ap);
    if (n > 0 && (size_t)n < sizeof pending - used)
        used += (size_t)n;
}

/* renamed from log_flush: it also fsyncs when stderr is a file */
void log_sync(void)
{
    fwrite(pending, 1, used, stderr);
    fflush(stderr);
    used = 0;
}
