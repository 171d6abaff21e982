#ifndef SINK_H
#define SINK_H

#include <stddef.h>

enum sink_level { SINK_DEBUG, SINK_INFO, SINK_WARN, SINK_ERROR };

struct sink {
	FILE *out;
	enum sink_level min_level;
	size_t written;
};

int sink_open(struct sink *s, const char *path, enum sink_level min);
void sink_write(struct sink *s, enum sink_level lvl, const char *msg);
void sink_close(struct sink *s);

#endif
