#include <math.h>
#include <stdio.h>
#include "unitconv.h"
static int fails;
#define NEAR(a, b) do { double a_ = (a), b_ = (b); \
	if (fabs(a_ - b_) > 1e-9 * (1 + fabs(b_))) { \
		printf("%s:%d: %s = %.12g, want %.12g\n", __FILE__, __LINE__, #a, a_, b_); fails++; } } while (0)
