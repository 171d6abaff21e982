#ifndef RING_H
#define RING_H
/* fixed-size ring of the last N samples */
struct ring {
	double *buf;
	size_t cap;
	size_t head;
	size_t len;
};
int ring_init(struct ring *r, size_t cap);
void ring_push(struct ring *r, double v);
double ring_mean(const struct ring *r);
#endif
