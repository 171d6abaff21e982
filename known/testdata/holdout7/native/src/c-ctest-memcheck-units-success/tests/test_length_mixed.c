#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
    int failed = 0, ok;
    double got;
    got = u_convert("inch", "centimeter", 1.0, &ok);
    if (!ok || fabs(got - 2.54) > 1e-9 * fmax(1.0, fabs(2.54))) {
        printf("FAIL: 1.0 inch -> centimeter: got %.12g, want %.12g\n", got, 2.54);
        failed++;
    }
    got = u_convert("mile", "kilometer", 1.0, &ok);
    if (!ok || fabs(got - 1.609344) > 1e-9 * fmax(1.0, fabs(1.609344))) {
        printf("FAIL: 1.0 mile -> kilometer: got %.12g, want %.12g\n", got, 1.609344);
        failed++;
    }
    got = u_convert("nautical_mile", "meter", 1.0, &ok);
    if (!ok || fabs(got - 1852.0) > 1e-9 * fmax(1.0, fabs(1852.0))) {
        printf("FAIL: 1.0 nautical_mile -> meter: got %.12g, want %.12g\n", got, 1852.0);
        failed++;
    }
    printf("length_mixed: 3 conversion(s) checked\n");
    return failed != 0;
}
