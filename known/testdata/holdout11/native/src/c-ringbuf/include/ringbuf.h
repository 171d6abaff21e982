#ifndef RINGBUF_H
#define RINGBUF_H
#include <stddef.h>
struct ringbuf { unsigned char *data; size_t cap, head, tail, count; unsigned long drops; };
int ringbuf_init(struct ringbuf *rb, size_t cap);
void ringbuf_free(struct ringbuf *rb);
size_t ringbuf_write(struct ringbuf *rb, const void *src, size_t n);
size_t ringbuf_read(struct ringbuf *rb, void *dst, size_t n);
double ringbuf_fill_ratio(const struct ringbuf *rb);
#endif
