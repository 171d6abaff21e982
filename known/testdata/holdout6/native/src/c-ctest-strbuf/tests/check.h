#ifndef CHECK_H
#define CHECK_H
#include <stdio.h>
#include <string.h>

static int check_failures;
#define CHECK_STR(got, want) do { \
	const char *g_ = (got), *w_ = (want); \
	if (strcmp(g_, w_) != 0) { \
		printf("%s:%d: CHECK_STR(%s, %s) failed: got \"%s\", want \"%s\"\n", \
		       __FILE__, __LINE__, #got, #want, g_, w_); \
		check_failures++; \
	} else { \
		printf("ok - %s == \"%s\"\n", #got, w_); \
	} \
} while (0)
#define CHECK_INT(got, want) do { \
	long g_ = (long)(got), w_ = (long)(want); \
	if (g_ != w_) { \
		printf("%s:%d: CHECK_INT(%s, %s) failed: got %ld, want %ld\n", \
		       __FILE__, __LINE__, #got, #want, g_, w_); \
		check_failures++; \
	} else { \
		printf("ok - %s == %ld\n", #got, w_); \
	} \
} while (0)
#define CHECK_DONE() (printf("%d check(s) failed\n", check_failures), check_failures != 0)
#endif
