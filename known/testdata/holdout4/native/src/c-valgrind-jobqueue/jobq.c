#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include "jobq.h"

struct jobq *jobq_new(void)
{
	return calloc(1, sizeof(struct jobq));
}

/* keeps the list sorted by priority, highest first */
int jobq_push(struct jobq *q, const char *name, int priority)
{
	struct job *j = malloc(sizeof *j), **pp = &q->head;
	if (!j)
		return -1;
	j->id = ++q->next_id;
	j->priority = priority;
	j->name = strdup(name);
	while (*pp && (*pp)->priority >= priority)
		pp = &(*pp)->next;
	j->next = *pp;
	*pp = j;
	q->len++;
	return j->id;
}

struct job *jobq_peek(const struct jobq *q)
{
	return q->head;
}

static void job_free(struct job *j)
{
	free(j->name);
	free(j);
}

int jobq_cancel(struct jobq *q, int id)
{
	for (struct job **pp = &q->head; *pp; pp = &(*pp)->next) {
		if ((*pp)->id == id) {
			struct job *j = *pp;
			*pp = j->next;
			job_free(j);
			q->len--;
			return 0;
		}
	}
	return -1;
}

int jobq_cancel_below(struct jobq *q, int priority)
{
	int n = 0;
	struct job *j = q->head;
	while (j) {
		if (j->priority < priority) {
			jobq_cancel(q, j->id);
			n++;
		}
		j = j->next;
	}
	return n;
}

void jobq_free(struct jobq *q)
{
	struct job *j = q->head;
	while (j) {
		struct job *next = j->next;
		job_free(j);
		j = next;
	}
	free(q);
}
