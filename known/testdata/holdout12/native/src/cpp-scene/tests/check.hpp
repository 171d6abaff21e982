#pragma once
#include <cmath>
#include <cstdio>
#include <cstdlib>
#define CHECK_NEAR(a, b) do { double a_ = (a), b_ = (b); \
    if (std::fabs(a_ - b_) > 1e-9) { std::printf("%s:%d: CHECK_NEAR(%s, %s) failed: %g vs %g\n", __FILE__, __LINE__, #a, #b, a_, b_); std::exit(1); } \
    else std::printf("ok %s == %g\n", #a, b_); } while (0)
