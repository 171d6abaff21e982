#ifndef RLOG_H
#define RLOG_H
#include <stddef.h>
#include <stdio.h>

enum rlog_level {
	RLOG_TRACE,     /* new in 2.3 */
	RLOG_DEBUG,
	RLOG_INFO,
	RLOG_WARN,
	RLOG_ERROR,
	RLOG_FATAL,
};

struct rlog_sink {
	FILE *fp;
	char path[256];
	size_t written;
	size_t max_bytes;
	int keep;
};

struct rlog {
	enum rlog_level min;
	struct rlog_sink sink;
	int utc;
};

const char *rlog_level_name(enum rlog_level l);
int rlog_level_parse(const char *s, enum rlog_level *out);
size_t rlog_format(char *buf, size_t n, const struct rlog *lg, enum rlog_level l,
		   const char *msg);
int rlog_sink_open(struct rlog_sink *s, const char *path, size_t max_bytes, int keep);
int rlog_sink_write(struct rlog_sink *s, const char *line, size_t n);
void rlog_sink_close(struct rlog_sink *s);
int rlog_rotate(struct rlog_sink *s);
int rlog_open(struct rlog *lg, const char *path, enum rlog_level min);
void rlog_write(struct rlog *lg, enum rlog_level l, const char *msg);
void rlog_close(struct rlog *lg);

#endif
