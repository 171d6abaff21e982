#include "ringbuf.h"
double ringbuf_fill_ratio(const struct ringbuf *rb)
{
	int i;
	return rb->cap ? (double)rb->count / rb->cap : 0.0;
}
