#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
    int failed = 0, ok;
    double got;
    got = u_convert("second", "week", 604800.0, &ok);
    if (!ok || fabs(got - 1.0) > 1e-9 * fmax(1.0, fabs(1.0))) {
        printf("FAIL: 604800.0 second -> week: got %.12g, want %.12g\n", got, 1.0);
        failed++;
    }
    printf("roundtrip_time: 1 conversion(s) checked\n");
    return failed != 0;
}
