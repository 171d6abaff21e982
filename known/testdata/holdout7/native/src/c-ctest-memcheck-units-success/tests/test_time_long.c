#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
    int failed = 0, ok;
    double got;
    got = u_convert("day", "hour", 1.0, &ok);
    if (!ok || fabs(got - 24.0) > 1e-9 * fmax(1.0, fabs(24.0))) {
        printf("FAIL: 1.0 day -> hour: got %.12g, want %.12g\n", got, 24.0);
        failed++;
    }
    got = u_convert("week", "day", 2.0, &ok);
    if (!ok || fabs(got - 14.0) > 1e-9 * fmax(1.0, fabs(14.0))) {
        printf("FAIL: 2.0 week -> day: got %.12g, want %.12g\n", got, 14.0);
        failed++;
    }
    printf("time_long: 2 conversion(s) checked\n");
    return failed != 0;
}
