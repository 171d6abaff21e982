#include <stdio.h>
#include "ringbuf.h"

static int check_ratio(void)
{
	struct ringbuf rb;
	ringbuf_init(&rb, 8);
	ringbuf_write(&rb, "abcd", 4);
	double r = ringbuf_fill_ratio(&rb);
	ringbuf_free(&rb);
	if (r != 0.5) { printf("stats: FAIL ratio=%g\n", r); return 1; }
	return 0;
}

#ifdef RINGBUF_TEST_MAIN
int main(void)
{
	int failed = check_ratio();
	puts(failed ? "stats: FAILED" : "stats: ok");
	return failed;
}
#endif
