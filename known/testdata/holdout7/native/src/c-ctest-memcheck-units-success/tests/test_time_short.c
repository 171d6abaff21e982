#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
    int failed = 0, ok;
    double got;
    got = u_convert("minute", "second", 2.0, &ok);
    if (!ok || fabs(got - 120.0) > 1e-9 * fmax(1.0, fabs(120.0))) {
        printf("FAIL: 2.0 minute -> second: got %.12g, want %.12g\n", got, 120.0);
        failed++;
    }
    got = u_convert("hour", "minute", 1.0, &ok);
    if (!ok || fabs(got - 60.0) > 1e-9 * fmax(1.0, fabs(60.0))) {
        printf("FAIL: 1.0 hour -> minute: got %.12g, want %.12g\n", got, 60.0);
        failed++;
    }
    printf("time_short: 2 conversion(s) checked\n");
    return failed != 0;
}
