#include <stdio.h>
#include "pool.h"

static void *work(void *arg) { (void)arg; return NULL; }

int main(void)
{
	struct pool p;
	if (pool_start(&p, 4, work, NULL) != 0)
		return 1;
	pool_join(&p);
	puts("crawl: 4 workers done");
	return 0;
}
