#ifndef RING_H
#define RING_H
#include <stddef.h>

struct ring {
	unsigned char *buf;
	size_t size;  /* bytes in buf */
	size_t head;  /* next write */
	size_t tail;  /* next read */
	size_t used;
};

int ring_init(struct ring *r, size_t size);
void ring_free(struct ring *r);
/* copies len bytes in; returns 0, or -1 when there is no room */
int ring_push(struct ring *r, const void *item, size_t len);
/* copies len bytes out; returns the number copied */
size_t ring_pop(struct ring *r, void *out, size_t len);
size_t ring_peek(const struct ring *r, void *out, size_t len);
#endif
