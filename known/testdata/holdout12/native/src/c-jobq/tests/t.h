#include <stdio.h>
#include <stdlib.h>
#define EXPECT_EQ(a, b) do { long a_ = (long)(a), b_ = (long)(b); if (a_ != b_) { \
	printf("%s:%d: expected %s == %s, got %ld and %ld\n", __FILE__, __LINE__, #a, #b, a_, b_); exit(1); } } while (0)
