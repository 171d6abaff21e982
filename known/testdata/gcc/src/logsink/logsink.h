#ifndef LOGSINK_H
#define LOGSINK_H

enum level { LOG_DEBUG, LOG_INFO, LOG_WARN, LOG_FAIL };

int sink_write(enum level lv, const char *msg);
#endif
