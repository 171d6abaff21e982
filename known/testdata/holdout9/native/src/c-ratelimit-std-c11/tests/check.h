#include <stdio.h>
static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #c); failures++; } } while (0)
#define DONE(name) do { printf("%s: %s\n", name, failures ? "FAILED" : "ok"); return failures != 0; } while (0)
