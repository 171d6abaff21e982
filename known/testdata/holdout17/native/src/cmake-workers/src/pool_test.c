#include <stdatomic.h>
#include <stdio.h>
#include "pool.h"

static atomic_int ran;
static void *work(void *arg) { (void)arg; atomic_fetch_add(&ran, 1); return NULL; }

int main(void)
{
	struct pool p;
	if (pool_start(&p, 8, work, NULL) != 0)
		return 1;
	pool_join(&p);
	printf("ran=%d\n", atomic_load(&ran));
	return atomic_load(&ran) == 8 ? 0 : 1;
}
