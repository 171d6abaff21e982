#ifndef DUPFIND_LOG_H
#define DUPFIND_LOG_H

void log_msg(const char *fmt, ...);
void log_flush(void);

#endif
