#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
    int failed = 0, ok;
    double got;
    got = u_convert("meter", "centimeter", -1.0, &ok);
    if (!ok || fabs(got - -100.0) > 1e-9 * fmax(1.0, fabs(-100.0))) {
        printf("FAIL: -1.0 meter -> centimeter: got %.12g, want %.12g\n", got, -100.0);
        failed++;
    }
    got = u_convert("hour", "minute", -0.5, &ok);
    if (!ok || fabs(got - -30.0) > 1e-9 * fmax(1.0, fabs(-30.0))) {
        printf("FAIL: -0.5 hour -> minute: got %.12g, want %.12g\n", got, -30.0);
        failed++;
    }
    printf("negative: 2 conversion(s) checked\n");
    return failed != 0;
}
