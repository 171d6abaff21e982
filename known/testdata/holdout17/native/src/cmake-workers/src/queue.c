#include <pthread.h>
#include <stddef.h>

struct job { struct job *next; const char *url; };

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static struct job *head;

void queue_push(struct job *j)
{
	pthread_mutex_lock(&mu);
	j->next = head;
	head = j;
	pthread_mutex_unlock(&mu);
}

struct job *queue_pop(void)
{
	struct job *j;
	pthread_mutex_lock(&mu);
	j = head;
	if (j)
		head = j->next;
	pthread_mutex_unlock(&mu);
	return j;
}
