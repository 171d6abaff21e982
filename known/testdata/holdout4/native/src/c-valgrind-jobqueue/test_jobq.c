#include <stdio.h>
#include <string.h>
#include "jobq.h"

static int failures, count;

static void check(int ok, const char *what)
{
	count++;
	printf("%s %d - %s\n", ok ? "ok" : "not ok", count, what);
	if (!ok)
		failures++;
}

static void test_order(void)
{
	struct jobq *q = jobq_new();
	jobq_push(q, "backup", 1);
	jobq_push(q, "deploy", 5);
	jobq_push(q, "reindex", 3);
	check(strcmp(jobq_peek(q)->name, "deploy") == 0, "highest priority first");
	check(q->len == 3, "three jobs queued");
	jobq_free(q);
}

static void test_cancel(void)
{
	struct jobq *q = jobq_new();
	int a = jobq_push(q, "a", 1);
	int b = jobq_push(q, "b", 2);
	check(jobq_cancel(q, a) == 0, "cancel existing job");
	check(jobq_cancel(q, a) == -1, "cancel twice fails");
	check(jobq_peek(q)->id == b, "remaining job is b");
	jobq_free(q);
}

static void test_cancel_below(void)
{
	struct jobq *q = jobq_new();
	jobq_push(q, "keep", 9);
	jobq_push(q, "drop1", 1);
	jobq_push(q, "drop2", 0);
	check(jobq_cancel_below(q, 5) == 2, "cancel_below drops two jobs");
	check(q->len == 1, "one job left");
	jobq_free(q);
}

static void test_same_priority_fifo(void)
{
	struct jobq *q = jobq_new();
	jobq_push(q, "first", 4);
	jobq_push(q, "second", 4);
	check(strcmp(jobq_peek(q)->name, "first") == 0, "equal priorities keep push order");
	/* the queue is not freed here */
}

int main(void)
{
	printf("1..8\n");
	test_order();
	test_cancel();
	test_cancel_below();
	test_same_priority_fifo();
	printf("# %d of %d checks failed\n", failures, count);
	return failures != 0;
}
