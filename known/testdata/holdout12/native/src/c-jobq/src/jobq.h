#ifndef JOBQ_H
#define JOBQ_H
#include <pthread.h>
#define QCAP 8
struct queue { int items[QCAP]; int head, len; pthread_mutex_t mu; pthread_cond_t nonempty; };
void q_init(struct queue *q);
int q_push(struct queue *q, int v);
int q_pop(struct queue *q, int *v);
struct pool { pthread_t th[4]; int n; struct queue q; pthread_mutex_t mu; pthread_cond_t idle; int pending; long sum; };
void pool_start(struct pool *p, int n);
void pool_submit(struct pool *p, int v);
void pool_wait(struct pool *p);
void pool_stop(struct pool *p);
unsigned backoff_ms(int attempt, unsigned base, unsigned cap);
#endif
