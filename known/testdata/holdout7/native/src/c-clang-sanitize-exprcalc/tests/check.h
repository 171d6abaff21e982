#ifndef CHECK_H
#define CHECK_H
#include <stdio.h>
static int failed, passed;
#define CHECK(c) do { if (c) passed++; else { failed++; printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); } } while (0)
#define REPORT() do { printf("%d/%d checks passed\n", passed, passed + failed); return failed != 0; } while (0)
#endif
