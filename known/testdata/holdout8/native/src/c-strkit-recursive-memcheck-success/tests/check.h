#include <stdio.h>
#include <string.h>
static int checks, failed;
#define CHECK_STR(got, want) do { const char *g_ = (got); checks++; \
	if (strcmp(g_, (want)) != 0) { failed++; printf("  FAIL %s:%d: \"%s\" != \"%s\"\n", __FILE__, __LINE__, g_, (want)); } } while (0)
#define REPORT(name) do { printf("%s: %d checks, %d failed\n", name, checks, failed); return failed != 0; } while (0)
