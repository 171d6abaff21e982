#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
    int failed = 0, ok;
    double got;
    got = u_convert("bar", "pascal", 1.0, &ok);
    if (!ok || fabs(got - 100000.0) > 1e-9 * fmax(1.0, fabs(100000.0))) {
        printf("FAIL: 1.0 bar -> pascal: got %.12g, want %.12g\n", got, 100000.0);
        failed++;
    }
    got = u_convert("atmosphere", "bar", 1.0, &ok);
    if (!ok || fabs(got - 1.01325) > 1e-9 * fmax(1.0, fabs(1.01325))) {
        printf("FAIL: 1.0 atmosphere -> bar: got %.12g, want %.12g\n", got, 1.01325);
        failed++;
    }
    got = u_convert("psi", "pascal", 1.0, &ok);
    if (!ok || fabs(got - 6894.757293168) > 1e-9 * fmax(1.0, fabs(6894.757293168))) {
        printf("FAIL: 1.0 psi -> pascal: got %.12g, want %.12g\n", got, 6894.757293168);
        failed++;
    }
    printf("pressure: 3 conversion(s) checked\n");
    return failed != 0;
}
