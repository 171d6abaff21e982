#include "jobq.h"
int prio_compare(const struct job *a, const struct job *b)
{
	return (a->prio > b->prio) - (a->prio < b->prio);
}
