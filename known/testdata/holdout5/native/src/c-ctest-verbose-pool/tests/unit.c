/* unit: runs one named test (ctest registers each name as its own test) */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "tpool.h"

static int checks, failures;

#define CHECK(cond, what)                                                            \
	do {                                                                         \
		checks++;                                                            \
		if (cond) {                                                          \
			printf("  check %-44s ok\n", what);                         \
		} else {                                                             \
			failures++;                                                  \
			printf("  check %-44s FAILED (%s:%d: %s)\n", what, __FILE__, \
			       __LINE__, #cond);                                     \
		}                                                                    \
	} while (0)

/* ---------------------------------------------------------------- queue */
static void t_queue_init(void)
{
	struct tq q;
	CHECK(tq_init(&q, 8) == 0, "init with capacity 8");
	CHECK(q.len == 0 && q.cap == 8, "starts empty");
	tq_destroy(&q);
}

static void t_queue_push_pop(void)
{
	struct tq q;
	void *out = NULL;
	int v = 42;
	tq_init(&q, 4);
	CHECK(tq_try_push(&q, &v) == 0, "push one");
	CHECK(tq_try_pop(&q, &out) == 0 && out == &v, "pop returns it");
	tq_destroy(&q);
}

static void t_queue_fifo_order(void)
{
	struct tq q;
	int v[5] = {1, 2, 3, 4, 5};
	void *out;
	int ordered = 1;
	tq_init(&q, 5);
	for (int i = 0; i < 5; i++)
		tq_try_push(&q, &v[i]);
	for (int i = 0; i < 5; i++) {
		tq_try_pop(&q, &out);
		ordered &= out == &v[i];
	}
	CHECK(ordered, "five items come out in order");
	tq_destroy(&q);
}

static void t_queue_full_eagain(void)
{
	struct tq q;
	int v = 0;
	tq_init(&q, 2);
	tq_try_push(&q, &v);
	tq_try_push(&q, &v);
	printf("  expect error: EAGAIN on the third push\n");
	CHECK(tq_try_push(&q, &v) == -EAGAIN, "full queue gives EAGAIN");
	tq_destroy(&q);
}

static void t_queue_empty_eagain(void)
{
	struct tq q;
	void *out;
	tq_init(&q, 2);
	printf("  expect error: EAGAIN on pop from an empty queue\n");
	CHECK(tq_try_pop(&q, &out) == -EAGAIN, "empty queue gives EAGAIN");
	tq_destroy(&q);
}

static void t_queue_wraparound(void)
{
	struct tq q;
	int v[3] = {7, 8, 9};
	void *out = NULL;
	int ok = 1;
	tq_init(&q, 2);
	for (int round = 0; round < 6; round++) {
		tq_try_push(&q, &v[round % 3]);
		tq_try_pop(&q, &out);
		ok &= out == &v[round % 3];
	}
	CHECK(ok, "head wraps around six times");
	CHECK(q.head < q.cap, "head stays in range");
	tq_destroy(&q);
}

static void t_queue_capacity_one(void)
{
	struct tq q;
	int v = 1;
	tq_init(&q, 1);
	CHECK(tq_try_push(&q, &v) == 0, "first push fits");
	CHECK(tq_try_push(&q, &v) == -EAGAIN, "second push does not");
	tq_destroy(&q);
}

static void *pop_waiter(void *arg)
{
	void *out;
	return (void *)(long)tq_pop_wait(arg, &out);
}

static void t_queue_close_wakes(void)
{
	struct tq q;
	pthread_t t;
	void *rc;
	tq_init(&q, 2);
	pthread_create(&t, NULL, pop_waiter, &q);
	usleep(20000);
	tq_close(&q);
	pthread_join(t, &rc);
	CHECK((long)rc == -EPIPE, "a single waiter wakes with EPIPE");
	printf("  expect error: EPIPE on push after close\n");
	CHECK(tq_try_push(&q, &q) == -EPIPE, "push after close fails");
	tq_destroy(&q);
}

/* ---------------------------------------------------------------- strings */
static void t_str_trim(void)
{
	char s[] = "  \t padded value \n";
	CHECK(strcmp(str_trim(s), "padded value") == 0, "trims both ends");
}

static void t_str_trim_empty(void)
{
	char s[] = "   ";
	CHECK(strcmp(str_trim(s), "") == 0, "all blanks trims to empty");
}

static void t_str_split(void)
{
	char s[] = "a,b,c";
	char *f[4];
	CHECK(str_split(s, ',', f, 4) == 3, "three fields");
	CHECK(strcmp(f[2], "c") == 0, "last field is c");
}

static void t_str_split_empty_fields(void)
{
	char s[] = ",,x,";
	char *f[8];
	CHECK(str_split(s, ',', f, 8) == 4, "empty fields are kept");
	CHECK(f[0][0] == '\0' && strcmp(f[2], "x") == 0, "fields in place");
}

static void t_str_join(void)
{
	const char *parts[] = {"usr", "local", "lib"};
	char buf[32];
	CHECK(str_join(buf, sizeof buf, parts, 3, "/") == 13, "joined length");
	CHECK(strcmp(buf, "usr/local/lib") == 0, "joined text");
}

static void t_str_lower(void)
{
	char s[] = "Error-Level WARN";
	str_lower(s);
	CHECK(strcmp(s, "error-level warn") == 0, "lowercases ASCII");
}

static void t_str_starts_with(void)
{
	CHECK(str_starts_with("errors.log", "error"), "prefix matches");
	CHECK(!str_starts_with("err", "error"), "longer prefix does not");
}

static void t_str_parse_size(void)
{
	unsigned long long v = 0;
	CHECK(str_parse_size("64k", &v) == 0 && v == 65536, "64k");
	CHECK(str_parse_size("3G", &v) == 0 && v == 3ULL << 30, "3G");
}

static void t_str_parse_size_errors(void)
{
	unsigned long long v;
	printf("  expect error: EINVAL for '12q', '', 'k'\n");
	CHECK(str_parse_size("12q", &v) == -EINVAL, "unknown suffix is an error");
	CHECK(str_parse_size("", &v) == -EINVAL, "empty string is an error");
	CHECK(str_parse_size("k", &v) == -EINVAL, "suffix alone is an error");
}

static void t_str_escape(void)
{
	char buf[32];
	str_escape(buf, sizeof buf, "say \"hi\"");
	CHECK(strcmp(buf, "say \\\"hi\\\"") == 0, "quotes escaped");
}

/* ---------------------------------------------------------------- pool */
static int square(void *arg)
{
	int *v = arg;
	*v = *v * *v;
	return 0;
}

static int fail_odd(void *arg)
{
	return *(int *)arg % 2 ? -EIO : 0;
}

static int nap(void *arg)
{
	usleep(*(int *)arg);
	return 0;
}

static void t_pool_create(void)
{
	struct tpool p;
	CHECK(tp_create(&p, 1, 4) == 0, "one worker, queue of 4");
	tp_shutdown(&p, 1);
}

static void t_pool_submit_one(void)
{
	struct tpool p;
	int v = 9;
	struct tp_job j = {square, &v, 0, 0};
	tp_create(&p, 1, 4);
	CHECK(tp_submit(&p, &j) == 0, "submit");
	tp_wait_idle(&p);
	CHECK(j.done && v == 81, "job ran");
	tp_shutdown(&p, 1);
}

static void t_pool_submit_many(void)
{
	struct tpool p;
	int v[64];
	struct tp_job j[64];
	int ok = 1;
	tp_create(&p, 1, 8);
	for (int i = 0; i < 64; i++) {
		v[i] = i;
		j[i] = (struct tp_job){square, &v[i], 0, 0};
		tp_submit(&p, &j[i]);
	}
	tp_wait_idle(&p);
	for (int i = 0; i < 64; i++)
		ok &= v[i] == i * i;
	CHECK(ok, "64 jobs through a queue of 8");
	tp_shutdown(&p, 1);
}

static void t_pool_results_ordered(void)
{
	struct tpool p;
	int v[4] = {1, 2, 3, 4};
	struct tp_job j[4];
	tp_create(&p, 1, 4);
	for (int i = 0; i < 4; i++) {
		j[i] = (struct tp_job){square, &v[i], 0, 0};
		tp_submit(&p, &j[i]);
	}
	tp_wait_idle(&p);
	CHECK(v[0] == 1 && v[3] == 16, "results in submit order");
	tp_shutdown(&p, 1);
}

static void t_pool_reject_after_close(void)
{
	struct tpool p;
	int v = 1;
	struct tp_job j = {square, &v, 0, 0};
	tp_create(&p, 1, 2);
	tq_close(&p.jobs);
	printf("  expect error: EPIPE for a job submitted after close\n");
	CHECK(tp_submit(&p, &j) == -EPIPE, "rejected with EPIPE");
	tp_shutdown(&p, 0);
}

static void t_pool_error_propagates(void)
{
	struct tpool p;
	int v[3] = {1, 2, 3};
	struct tp_job j[3];
	struct tp_stats s;
	tp_create(&p, 1, 4);
	for (int i = 0; i < 3; i++) {
		j[i] = (struct tp_job){fail_odd, &v[i], 0, 0};
		tp_submit(&p, &j[i]);
	}
	tp_wait_idle(&p);
	s = tp_get_stats(&p);
	printf("  job results: %d %d %d (error -EIO expected for odd values)\n", j[0].result,
	       j[1].result, j[2].result);
	CHECK(j[0].result == -EIO && j[1].result == 0, "per-job result kept");
	CHECK(s.failed == 2 && s.completed == 3, "stats count 2 failed of 3");
	tp_shutdown(&p, 1);
}

static void t_pool_resize_up(void)
{
	struct tpool p;
	tp_create(&p, 1, 4);
	CHECK(tp_resize(&p, 3) == 0, "grow from 1 to 3 workers");
	CHECK(p.nthreads == 3, "three workers");
	/* the workers are reaped at process exit */
}

static void t_pool_resize_down(void)
{
	struct tpool p;
	tp_create(&p, 1, 4);
	CHECK(tp_resize(&p, 1) == 0, "shrinking is deferred, not an error");
	tp_shutdown(&p, 1);
}

static void t_pool_drain_on_shutdown(void)
{
	struct tpool p;
	int delay[16];
	struct tp_job j[16];
	int done = 0;
	tp_create(&p, 4, 16);
	printf("  4 workers, 16 jobs of 5 ms\n");
	for (int i = 0; i < 16; i++) {
		delay[i] = 5000;
		j[i] = (struct tp_job){nap, &delay[i], 0, 0};
		tp_submit(&p, &j[i]);
	}
	printf("  submitted 16, shutting down with drain\n");
	tp_shutdown(&p, 1);
	for (int i = 0; i < 16; i++)
		done += j[i].done;
	CHECK(done == 16, "every job ran before shutdown returned");
}

static void t_pool_stats(void)
{
	struct tpool p;
	int v = 3;
	struct tp_job j = {square, &v, 0, 0};
	struct tp_stats s;
	tp_create(&p, 1, 2);
	tp_submit(&p, &j);
	tp_wait_idle(&p);
	s = tp_get_stats(&p);
	CHECK(s.submitted == 1 && s.completed == 1 && s.failed == 0, "1 submitted, 1 completed, 0 errors");
	tp_shutdown(&p, 1);
}

static void t_pool_idle_timeout(void)
{
	struct tpool p;
	tp_create(&p, 1, 2);
	usleep(50000);
	CHECK(p.running == 0, "idle pool has no running job");
	tp_shutdown(&p, 0);
}

static void t_pool_destroy_twice(void)
{
	struct tpool p;
	tp_create(&p, 1, 2);
	tp_shutdown(&p, 1);
	CHECK(p.threads == NULL, "threads freed after the first shutdown");
}

static const struct {
	const char *name;
	void (*fn)(void);
} tests[] = {
	{"queue_init", t_queue_init},
	{"queue_push_pop", t_queue_push_pop},
	{"queue_fifo_order", t_queue_fifo_order},
	{"queue_full_eagain", t_queue_full_eagain},
	{"queue_empty_eagain", t_queue_empty_eagain},
	{"queue_wraparound", t_queue_wraparound},
	{"queue_capacity_one", t_queue_capacity_one},
	{"queue_close_wakes", t_queue_close_wakes},
	{"str_trim", t_str_trim},
	{"str_trim_empty", t_str_trim_empty},
	{"str_split", t_str_split},
	{"str_split_empty_fields", t_str_split_empty_fields},
	{"str_join", t_str_join},
	{"str_lower", t_str_lower},
	{"str_starts_with", t_str_starts_with},
	{"str_parse_size", t_str_parse_size},
	{"str_parse_size_errors", t_str_parse_size_errors},
	{"str_escape", t_str_escape},
	{"pool_create", t_pool_create},
	{"pool_submit_one", t_pool_submit_one},
	{"pool_submit_many", t_pool_submit_many},
	{"pool_results_ordered", t_pool_results_ordered},
	{"pool_reject_after_close", t_pool_reject_after_close},
	{"pool_error_propagates", t_pool_error_propagates},
	{"pool_resize_up", t_pool_resize_up},
	{"pool_resize_down", t_pool_resize_down},
	{"pool_drain_on_shutdown", t_pool_drain_on_shutdown},
	{"pool_stats", t_pool_stats},
	{"pool_idle_timeout", t_pool_idle_timeout},
	{"pool_destroy_twice", t_pool_destroy_twice},
};

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc != 2) {
		fprintf(stderr, "usage: unit TEST\n");
		return 2;
	}
	for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++) {
		if (strcmp(tests[i].name, argv[1]) == 0) {
			printf("== %s\n", argv[1]);
			tests[i].fn();
			printf("== %s: %d checks, %d failed\n", argv[1], checks, failures);
			return failures ? 1 : 0;
		}
	}
	fprintf(stderr, "unit: no test named %s\n", argv[1]);
	return 2;
}
