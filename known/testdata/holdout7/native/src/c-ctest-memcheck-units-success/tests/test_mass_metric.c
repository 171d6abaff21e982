#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
    int failed = 0, ok;
    double got;
    got = u_convert("kilogram", "gram", 2.0, &ok);
    if (!ok || fabs(got - 2000.0) > 1e-9 * fmax(1.0, fabs(2000.0))) {
        printf("FAIL: 2.0 kilogram -> gram: got %.12g, want %.12g\n", got, 2000.0);
        failed++;
    }
    got = u_convert("tonne", "kilogram", 1.0, &ok);
    if (!ok || fabs(got - 1000.0) > 1e-9 * fmax(1.0, fabs(1000.0))) {
        printf("FAIL: 1.0 tonne -> kilogram: got %.12g, want %.12g\n", got, 1000.0);
        failed++;
    }
    printf("mass_metric: 2 conversion(s) checked\n");
    return failed != 0;
}
