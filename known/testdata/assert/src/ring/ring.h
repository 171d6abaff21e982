/* A fixed-size ring buffer of ints. */
#ifndef RING_H
#define RING_H

#define RING_CAP 4

struct ring {
	int items[RING_CAP];
	int head, len;
};

void ring_push(struct ring *r, int v);
int ring_pop(struct ring *r);

#endif
