#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>
#include "ringbuf.h"

static int setup(void **state)
{
	static struct ringbuf rb;
	if (rb_init(&rb, 8) != 0)
		return -1;
	*state = &rb;
	return 0;
}

static int teardown(void **state)
{
	rb_free(*state);
	return 0;
}

static void test_init_rejects_non_power_of_two(void **state)
{
	struct ringbuf rb;
	(void)state;
	assert_int_equal(rb_init(&rb, 12), -1);
	assert_int_equal(rb_init(&rb, 0), -1);
}

static void test_starts_empty(void **state)
{
	struct ringbuf *rb = *state;
	assert_int_equal(rb_used(rb), 0);
	assert_int_equal(rb_space(rb), 8);
}

static void test_write_then_read(void **state)
{
	struct ringbuf *rb = *state;
	char out[4] = {0};
	assert_int_equal(rb_write(rb, "abc", 3), 3);
	assert_int_equal(rb_read(rb, out, sizeof out), 3);
	assert_memory_equal(out, "abc", 3);
}

static void test_write_truncates_when_full(void **state)
{
	struct ringbuf *rb = *state;
	assert_int_equal(rb_write(rb, "0123456789", 10), 8);
	assert_int_equal(rb_space(rb), 0);
}

static void test_read_empty_returns_zero(void **state)
{
	struct ringbuf *rb = *state;
	char out[2];
	assert_int_equal(rb_read(rb, out, sizeof out), 0);
}

static void test_wrap_around(void **state)
{
	struct ringbuf *rb = *state;
	char out[8] = {0};
	rb_write(rb, "abcdef", 6);
	rb_skip(rb, 5);
	assert_int_equal(rb_write(rb, "ghijk", 5), 5);
	assert_int_equal(rb_read(rb, out, sizeof out), 6);
	assert_memory_equal(out, "fghijk", 6);
}

static void test_peek_does_not_consume(void **state)
{
	struct ringbuf *rb = *state;
	char out[2];
	rb_write(rb, "xy", 2);
	rb_peek(rb, out, 2);
	assert_int_equal(rb_used(rb), 2);
}

static void test_skip_past_end_clamps(void **state)
{
	struct ringbuf *rb = *state;
	rb_write(rb, "xy", 2);
	rb_skip(rb, 10);
	assert_int_equal(rb_used(rb), 0);
}

static void test_counters_survive_many_rounds(void **state)
{
	struct ringbuf *rb = *state;
	char out[3];
	for (int i = 0; i < 1000; i++) {
		rb_write(rb, "abc", 3);
		rb_skip(rb, 3);
	}
	rb_write(rb, "end", 3);
	assert_int_equal(rb_peek(rb, out, 3), 3);
}

static void test_frame_roundtrip(void **state)
{
	struct ringbuf *rb = *state;
	char out[8] = {0};
	assert_int_equal(frame_put(rb, "ping", 4), 0);
	assert_int_equal(frame_get(rb, out, sizeof out), 4);
	assert_memory_equal(out, "ping", 4);
}

static void test_frame_incomplete(void **state)
{
	struct ringbuf *rb = *state;
	uint8_t hdr[2] = { 0, 5 };
	char out[8] = {0};
	rb_write(rb, hdr, 2);
	rb_write(rb, "ab", 2);
	assert_int_equal(frame_get(rb, out, sizeof out), 0);
	assert_int_equal(rb_used(rb), 4);
}

static void test_frame_too_big_for_ring(void **state)
{
	struct ringbuf *rb = *state;
	assert_int_equal(frame_put(rb, "0123456789", 10), -1);
}

static void test_frame_too_big_for_caller(void **state)
{
	struct ringbuf *rb = *state;
	char out[2];
	frame_put(rb, "abcd", 4);
	assert_int_equal(frame_get(rb, out, sizeof out), -1);
}

static void test_frame_across_wrap(void **state)
{
	struct ringbuf *rb = *state;
	char out[8] = {0};
	rb_write(rb, "zzzzz", 5);
	rb_skip(rb, 5);
	assert_int_equal(frame_put(rb, "wxyz", 4), 0);
	assert_int_equal(frame_get(rb, out, sizeof out), 4);
	assert_memory_equal(out, "wxyz", 4);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_init_rejects_non_power_of_two),
		cmocka_unit_test_setup_teardown(test_starts_empty, setup, teardown),
		cmocka_unit_test_setup_teardown(test_write_then_read, setup, teardown),
		cmocka_unit_test_setup_teardown(test_write_truncates_when_full, setup, teardown),
		cmocka_unit_test_setup_teardown(test_read_empty_returns_zero, setup, teardown),
		cmocka_unit_test_setup_teardown(test_wrap_around, setup, teardown),
		cmocka_unit_test_setup_teardown(test_peek_does_not_consume, setup, teardown),
		cmocka_unit_test_setup_teardown(test_skip_past_end_clamps, setup, teardown),
		cmocka_unit_test_setup_teardown(test_counters_survive_many_rounds, setup, teardown),
		cmocka_unit_test_setup_teardown(test_frame_roundtrip, setup, teardown),
		cmocka_unit_test_setup_teardown(test_frame_incomplete, setup, teardown),
		cmocka_unit_test_setup_teardown(test_frame_too_big_for_ring, setup, teardown),
		cmocka_unit_test_setup_teardown(test_frame_too_big_for_caller, setup, teardown),
		cmocka_unit_test_setup_teardown(test_frame_across_wrap, setup, teardown),
	};
	return cmocka_run_group_tests_name("ringbuf", tests, NULL, NULL);
}
