#include <stdio.h>
static int failures;
#define CHECK(cond) do { if (!(cond)) { printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); failures++; } } while (0)
#define CHECK_INT(got, want) do { long g_ = (got), w_ = (want); if (g_ != w_) { printf("%s:%d: %s == %ld, expected %ld\n", __FILE__, __LINE__, #got, g_, w_); failures++; } } while (0)
#define DONE() do { printf("%s: %d failure(s)\n", __FILE__, failures); return failures != 0; } while (0)
