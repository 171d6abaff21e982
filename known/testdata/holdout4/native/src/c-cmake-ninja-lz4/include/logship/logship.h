#ifndef LOGSHIP_H
#define LOGSHIP_H
#include <stddef.h>

struct ship_config {
	const char *endpoint;
	int batch_lines;
	int spool_mb;
};

struct ring {
	char **lines;
	size_t cap, head, tail;
};

struct batch {
	char *buf;
	size_t len, cap;
	int lines;
};

int config_load(struct ship_config *cfg, const char *path);
int ring_init(struct ring *r, size_t cap);
int ring_push(struct ring *r, char *line);
char *ring_pop(struct ring *r);
int batch_add(struct batch *b, const char *line);
void batch_reset(struct batch *b);
int compress_batch(const struct batch *b, char **out, int *out_len);
int spool_write(const char *dir, const char *data, int len);
int transport_send(const struct ship_config *cfg, const char *data, int len);
#endif
