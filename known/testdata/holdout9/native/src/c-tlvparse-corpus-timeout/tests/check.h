#include <stdio.h>
static int n_checks, n_failed;
#define CHECK(c) do { n_checks++; if (!(c)) { n_failed++; printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); } } while (0)
#define REPORT(name) (printf("%s: %d checks, %d failed\n", name, n_checks, n_failed), n_failed != 0)
