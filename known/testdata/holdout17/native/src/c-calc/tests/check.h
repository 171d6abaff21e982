#pragma once
#include <stdio.h>
#include <string.h>
static int failures;
#define CHECK_STR(call, want) do { char b_[64]; call; \
	if (strcmp(b_, (want)) != 0) { printf("FAIL %s:%d: %s: got \"%s\", want \"%s\"\n", __FILE__, __LINE__, #call, b_, (want)); failures++; } \
	else printf("ok   %s -> \"%s\"\n", #call, b_); } while (0)
#define DONE() (printf("%s\n", failures ? "FAILED" : "PASSED"), failures != 0)
