#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
    int failed = 0, ok;
    double got;
    got = u_convert("meter", "mile", 1609.344, &ok);
    if (!ok || fabs(got - 1.0) > 1e-9 * fmax(1.0, fabs(1.0))) {
        printf("FAIL: 1609.344 meter -> mile: got %.12g, want %.12g\n", got, 1.0);
        failed++;
    }
    got = u_convert("millimeter", "inch", 25.4, &ok);
    if (!ok || fabs(got - 1.0) > 1e-9 * fmax(1.0, fabs(1.0))) {
        printf("FAIL: 25.4 millimeter -> inch: got %.12g, want %.12g\n", got, 1.0);
        failed++;
    }
    printf("roundtrip_length: 2 conversion(s) checked\n");
    return failed != 0;
}
