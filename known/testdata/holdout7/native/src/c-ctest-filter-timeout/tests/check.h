#ifndef CHECK_H
#define CHECK_H
#include <stdio.h>
#include <string.h>

static int check_failures;
#define CHECK(cond) do { if (!(cond)) { \
    fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #cond); check_failures++; } } while (0)
#define CHECK_STR(got, want) do { if (strcmp((got), (want)) != 0) { \
    fprintf(stderr, "%s:%d: got \"%s\", want \"%s\"\n", __FILE__, __LINE__, (got), (want)); check_failures++; } } while (0)
#define DONE() do { printf("%s: %s\n", __FILE__, check_failures ? "FAILED" : "ok"); return check_failures != 0; } while (0)
#endif
