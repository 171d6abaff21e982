#pragma once
#include <pthread.h>
struct pool { pthread_t *threads; int n; };
int pool_start(struct pool *p, int n, void *(*fn)(void *), void *arg);
void pool_join(struct pool *p);
