#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
    int failed = 0, ok;
    double got;
    got = u_convert("horsepower", "watt", 1.0, &ok);
    if (!ok || fabs(got - 745.69987158227) > 1e-9 * fmax(1.0, fabs(745.69987158227))) {
        printf("FAIL: 1.0 horsepower -> watt: got %.12g, want %.12g\n", got, 745.69987158227);
        failed++;
    }
    printf("power: 1 conversion(s) checked\n");
    return failed != 0;
}
