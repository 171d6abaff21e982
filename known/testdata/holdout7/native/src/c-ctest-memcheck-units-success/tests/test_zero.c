#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
    int failed = 0, ok;
    double got;
    got = u_convert("meter", "foot", 0.0, &ok);
    if (!ok || fabs(got - 0.0) > 1e-9 * fmax(1.0, fabs(0.0))) {
        printf("FAIL: 0.0 meter -> foot: got %.12g, want %.12g\n", got, 0.0);
        failed++;
    }
    got = u_convert("pascal", "psi", 0.0, &ok);
    if (!ok || fabs(got - 0.0) > 1e-9 * fmax(1.0, fabs(0.0))) {
        printf("FAIL: 0.0 pascal -> psi: got %.12g, want %.12g\n", got, 0.0);
        failed++;
    }
    got = u_convert("joule", "calorie", 0.0, &ok);
    if (!ok || fabs(got - 0.0) > 1e-9 * fmax(1.0, fabs(0.0))) {
        printf("FAIL: 0.0 joule -> calorie: got %.12g, want %.12g\n", got, 0.0);
        failed++;
    }
    printf("zero: 3 conversion(s) checked\n");
    return failed != 0;
}
