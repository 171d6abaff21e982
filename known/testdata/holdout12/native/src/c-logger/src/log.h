#ifndef LOG_H
#define LOG_H
#include <stdio.h>

enum { LOG_ERROR, LOG_WARN, LOG_INFO, LOG_DEBUG };

/* current threshold; set from the config file or -v */
int log_level = LOG_INFO;

void log_msg(int level, const char *fmt, ...);
int config_load(const char *path);
int sink_file_open(const char *path);
#endif
