#include <pthread.h>
struct queue { pthread_mutex_t mu; pthread_cond_t nonempty; int items[64]; int head, count, closed; };
void q_init(struct queue *q);
int q_push(struct queue *q, int v);
int q_pop(struct queue *q, int *v);
void q_close(struct queue *q);
