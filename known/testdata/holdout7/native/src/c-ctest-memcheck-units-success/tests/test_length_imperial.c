#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
    int failed = 0, ok;
    double got;
    got = u_convert("foot", "inch", 1.0, &ok);
    if (!ok || fabs(got - 12.0) > 1e-9 * fmax(1.0, fabs(12.0))) {
        printf("FAIL: 1.0 foot -> inch: got %.12g, want %.12g\n", got, 12.0);
        failed++;
    }
    got = u_convert("yard", "foot", 1.0, &ok);
    if (!ok || fabs(got - 3.0) > 1e-9 * fmax(1.0, fabs(3.0))) {
        printf("FAIL: 1.0 yard -> foot: got %.12g, want %.12g\n", got, 3.0);
        failed++;
    }
    got = u_convert("mile", "yard", 1.0, &ok);
    if (!ok || fabs(got - 1760.0) > 1e-9 * fmax(1.0, fabs(1760.0))) {
        printf("FAIL: 1.0 mile -> yard: got %.12g, want %.12g\n", got, 1760.0);
        failed++;
    }
    printf("length_imperial: 3 conversion(s) checked\n");
    return failed != 0;
}
