#ifndef QUEUE_H
#define QUEUE_H
#include <pthread.h>
#define QCAP 1024
struct queue {
	int items[QCAP];
	int head, tail;
	pthread_mutex_t mu;
};
void q_init(struct queue *q);
int q_push(struct queue *q, int v);
int q_pop(struct queue *q, int *v);
#endif
