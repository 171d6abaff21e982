#include <stdio.h>
#include <unistd.h>
#include "snapshot.h"

static int failures;
#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); failures++; } \
	else printf("ok   %s\n", #c); } while (0)

int main(void)
{
	struct series s, back;
	const char *path = "test_snapshot.tsdb";
	int64_t t;

	setvbuf(stdout, NULL, _IOLBF, 0);
	CHECK(series_init(&s, "cpu.user", 4) == 0);
	for (t = 1000; t < 1100; t += 10)
		CHECK(series_append(&s, t, (double)(t % 7)) == 0);
	series_drop_before(&s, 1030);
	CHECK(s.len == 7 && s.pts[0].ts == 1030);
	CHECK(series_max(&s) == 6.0);
	CHECK(snapshot_write(path, &s) == 0);
	CHECK(series_init(&back, "cpu.user", 2) == 0);
	CHECK(snapshot_read(path, &back) == 0);
	CHECK(back.len == 7 && back.pts[6].ts == 1090);
	series_free(&s);
	series_free(&back);
	unlink(path);
	printf("%d failure(s)\n", failures);
	return failures != 0;
}
