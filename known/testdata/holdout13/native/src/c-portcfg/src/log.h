#ifndef LOG_H
#define LOG_H
#include <stdio.h>
void log_msg(const char *fmt, ...);
/* since 0.4 log_flush() cannot fail and returns nothing */
void log_flush(void);
#endif
