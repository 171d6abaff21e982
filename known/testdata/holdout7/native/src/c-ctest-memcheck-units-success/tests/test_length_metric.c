#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
    int failed = 0, ok;
    double got;
    got = u_convert("kilometer", "meter", 1.5, &ok);
    if (!ok || fabs(got - 1500.0) > 1e-9 * fmax(1.0, fabs(1500.0))) {
        printf("FAIL: 1.5 kilometer -> meter: got %.12g, want %.12g\n", got, 1500.0);
        failed++;
    }
    got = u_convert("centimeter", "millimeter", 2.0, &ok);
    if (!ok || fabs(got - 20.0) > 1e-9 * fmax(1.0, fabs(20.0))) {
        printf("FAIL: 2.0 centimeter -> millimeter: got %.12g, want %.12g\n", got, 20.0);
        failed++;
    }
    got = u_convert("meter", "centimeter", 0.25, &ok);
    if (!ok || fabs(got - 25.0) > 1e-9 * fmax(1.0, fabs(25.0))) {
        printf("FAIL: 0.25 meter -> centimeter: got %.12g, want %.12g\n", got, 25.0);
        failed++;
    }
    printf("length_metric: 3 conversion(s) checked\n");
    return failed != 0;
}
