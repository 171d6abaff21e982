#ifndef LOGSINK_H
#define LOGSINK_H
#include <stddef.h>
#include <stdio.h>

enum log_level { LOG_DEBUG, LOG_INFO, LOG_WARN, LOG_ERROR };

struct kv {
	const char *key;
	const char *value;
};

struct sink {
	const char *name;
	int (*write)(struct sink *s, enum log_level lvl, const char *line);
	void *ctx;
};

const char *level_name(enum log_level lvl);
enum log_level level_parse(const char *s);
int format_line(char *buf, size_t len, enum log_level lvl, const char *msg,
		size_t nkv, const struct kv *kv);
struct sink *sink_file_open(const char *path);
struct sink *sink_syslog_open(const char *ident);
#endif
