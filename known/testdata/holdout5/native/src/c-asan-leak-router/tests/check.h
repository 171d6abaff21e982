#include <stdio.h>
static int n_checks, n_failed;
#define CHECK(cond)                                                                        \
	do {                                                                               \
		n_checks++;                                                                \
		if (!(cond)) {                                                             \
			n_failed++;                                                        \
			printf("  FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);           \
		} else {                                                                   \
			printf("  ok   %s\n", #cond);                                      \
		}                                                                          \
	} while (0)
#define CHECK_DONE(name)                                                                   \
	(printf("%s: %d/%d checks passed\n", name, n_checks - n_failed, n_checks), fflush(stdout), \
	 n_failed != 0)
