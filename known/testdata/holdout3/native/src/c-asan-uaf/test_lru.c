#include <stdio.h>
#include <string.h>
#include "lru.h"

static int failures, count;

#define CHECK(name, cond)                                                     \
	do {                                                                  \
		count++;                                                      \
		if (cond) {                                                   \
			printf("ok %d - %s\n", count, name);                  \
		} else {                                                      \
			printf("not ok %d - %s (%s:%d)\n", count, name,       \
			       __FILE__, __LINE__);                           \
			failures++;                                           \
		}                                                             \
	} while (0)

static void test_empty(void)
{
	struct lru c;
	int v;
	lru_init(&c, 2);
	CHECK("get on an empty cache misses", !lru_get(&c, "a", &v));
	CHECK("empty cache has no oldest entry", lru_oldest(&c) == NULL);
	lru_free(&c);
}

static void test_put_get(void)
{
	struct lru c;
	int v = 0;
	lru_init(&c, 2);
	lru_put(&c, "a", 1);
	CHECK("put then get hits", lru_get(&c, "a", &v) && v == 1);
	lru_put(&c, "a", 7);
	CHECK("put overwrites", lru_get(&c, "a", &v) && v == 7);
	CHECK("overwrite keeps one entry", c.len == 1);
	lru_free(&c);
}

static void test_order(void)
{
	struct lru c;
	int v;
	lru_init(&c, 3);
	lru_put(&c, "a", 1);
	lru_put(&c, "b", 2);
	lru_put(&c, "c", 3);
	CHECK("oldest is the first inserted", strcmp(lru_oldest(&c)->key, "a") == 0);
	lru_get(&c, "a", &v);
	CHECK("get refreshes an entry", strcmp(lru_oldest(&c)->key, "b") == 0);
	lru_free(&c);
}

static void test_eviction(void)
{
	struct lru c;
	int v;
	lru_init(&c, 2);
	lru_put(&c, "a", 1);
	lru_put(&c, "b", 2);
	lru_put(&c, "c", 3);
	CHECK("eviction keeps the capacity", c.len == 2);
	CHECK("the oldest entry is evicted", !lru_get(&c, "a", &v));
	CHECK("newer entries survive", lru_get(&c, "c", &v) && v == 3);
	CHECK("evictions are counted", c.evictions == 1);
	lru_free(&c);
}

int main(void)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	printf("# lru cache tests\n");
	test_empty();
	test_put_get();
	test_order();
	test_eviction();
	printf("1..%d\n", count);
	return failures ? 1 : 0;
}
