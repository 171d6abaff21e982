#include <stdio.h>
#include <string.h>
static int failures;
#define CHECK_STR(got, want) do { const char *g_ = (got), *w_ = (want); \
	if (strcmp(g_, w_) != 0) { printf("%s:%d: %s = \"%s\", want \"%s\"\n", __FILE__, __LINE__, #got, g_, w_); failures++; } } while (0)
#define CHECK(cond) do { if (!(cond)) { printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); failures++; } } while (0)
#define DONE(name) do { printf("%s: %s\n", name, failures ? "FAILED" : "ok"); return failures != 0; } while (0)
