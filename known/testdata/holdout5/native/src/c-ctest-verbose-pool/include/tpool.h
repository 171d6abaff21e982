#ifndef TPOOL_H
#define TPOOL_H
#include <pthread.h>
#include <stddef.h>

/* bounded queue of pointers */
struct tq {
	void **slots;
	size_t cap, head, len;
	int closed;
	pthread_mutex_t mu;
	pthread_cond_t not_empty, not_full;
};
int tq_init(struct tq *q, size_t cap);
void tq_destroy(struct tq *q);
int tq_try_push(struct tq *q, void *item);   /* 0, or -EAGAIN when full, -EPIPE when closed */
int tq_try_pop(struct tq *q, void **item);   /* 0, or -EAGAIN when empty */
int tq_pop_wait(struct tq *q, void **item);  /* blocks; -EPIPE once closed and empty */
int tq_push_wait(struct tq *q, void *item);
void tq_close(struct tq *q);

typedef int (*tp_fn)(void *arg);
struct tp_job {
	tp_fn fn;
	void *arg;
	int result;
	int done;
};
struct tp_stats {
	unsigned long submitted, completed, failed;
};
struct tpool {
	pthread_t *threads;
	size_t nthreads;
	struct tq jobs;
	pthread_mutex_t mu;
	pthread_cond_t idle;
	size_t running;
	struct tp_stats stats;
	int shutting_down;
};
int tp_create(struct tpool *p, size_t nthreads, size_t queue_cap);
int tp_submit(struct tpool *p, struct tp_job *job);
void tp_wait_idle(struct tpool *p);
int tp_resize(struct tpool *p, size_t nthreads);
void tp_shutdown(struct tpool *p, int drain);
struct tp_stats tp_get_stats(struct tpool *p);

/* strings */
char *str_trim(char *s);
size_t str_split(char *s, char sep, char **fields, size_t max);
size_t str_join(char *dst, size_t cap, const char *const *parts, size_t n, const char *sep);
void str_lower(char *s);
int str_starts_with(const char *s, const char *prefix);
int str_parse_size(const char *s, unsigned long long *out);
size_t str_escape(char *dst, size_t cap, const char *src);
#endif
