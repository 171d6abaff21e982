#include <stdio.h>
#include "hitcount.h"
void report_line(char *buf, unsigned long len, struct counter *c)
{
	pthread_mutex_lock(&c->mu);
	snprintf(buf, len, "hits=%lu misses=%lu", c->hits, c->misses);
	pthread_mutex_unlock(&c->mu);
}
