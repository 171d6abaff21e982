#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
    int failed = 0, ok;
    double got;
    got = u_convert("liter", "milliliter", 1.0, &ok);
    if (!ok || fabs(got - 1000.0) > 1e-9 * fmax(1.0, fabs(1000.0))) {
        printf("FAIL: 1.0 liter -> milliliter: got %.12g, want %.12g\n", got, 1000.0);
        failed++;
    }
    got = u_convert("gallon", "pint", 1.0, &ok);
    if (!ok || fabs(got - 8.0) > 1e-9 * fmax(1.0, fabs(8.0))) {
        printf("FAIL: 1.0 gallon -> pint: got %.12g, want %.12g\n", got, 8.0);
        failed++;
    }
    got = u_convert("gallon", "liter", 1.0, &ok);
    if (!ok || fabs(got - 3.785411784) > 1e-9 * fmax(1.0, fabs(3.785411784))) {
        printf("FAIL: 1.0 gallon -> liter: got %.12g, want %.12g\n", got, 3.785411784);
        failed++;
    }
    printf("volume: 3 conversion(s) checked\n");
    return failed != 0;
}
