#include <stdio.h>
#include "semver.h"

static int run, failed;

static void expect_cmp(const char *a, const char *b, int want)
{
	struct semver x, y;
	run++;
	if (semver_parse(a, &x) || semver_parse(b, &y)) {
		printf("not ok %d - parse %s / %s\n", run, a, b);
		failed++;
		return;
	}
	int got = semver_cmp(&x, &y);
	if (got != want) {
		printf("not ok %d - cmp(%s, %s) = %d, want %d\n", run, a, b, got, want);
		failed++;
	} else {
		printf("ok %d - cmp(%s, %s) = %d\n", run, a, b, got);
	}
}

static void expect_invalid(const char *s)
{
	struct semver v;
	run++;
	if (semver_parse(s, &v) == 0) {
		printf("not ok %d - %s should not parse\n", run, s);
		failed++;
	} else {
		printf("ok %d - rejects \"%s\"\n", run, s);
	}
}

int main(void)
{
	expect_cmp("1.0.0", "1.0.0", 0);
	expect_cmp("1.0.0", "2.0.0", -1);
	expect_cmp("v2.1.0", "2.0.9", 1);
	expect_cmp("1.2.3", "1.2.10", -1);
	expect_cmp("1.0.0-alpha", "1.0.0", -1);
	expect_cmp("1.0.0", "1.0.0-rc.1", 1);
	expect_cmp("1.0.0-alpha", "1.0.0-beta", -1);
	expect_cmp("0.9.12", "0.10.0", -1);
	expect_invalid("1.0");
	expect_invalid("1.0.0.0");
	expect_invalid("one.two.three");
	expect_invalid("");
	printf("1..%d\n", run);
	return failed != 0;
}
