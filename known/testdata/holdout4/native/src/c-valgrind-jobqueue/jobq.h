#ifndef JOBQ_H
#define JOBQ_H

struct job {
	int id;
	int priority;
	char *name;
	struct job *next;
};

struct jobq {
	struct job *head;
	int len;
	int next_id;
};

struct jobq *jobq_new(void);
int jobq_push(struct jobq *q, const char *name, int priority);
struct job *jobq_peek(const struct jobq *q);
int jobq_cancel(struct jobq *q, int id);
int jobq_cancel_below(struct jobq *q, int priority);
void jobq_free(struct jobq *q);
#endif
