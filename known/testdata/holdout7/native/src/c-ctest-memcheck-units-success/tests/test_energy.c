#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
    int failed = 0, ok;
    double got;
    got = u_convert("kilowatt_hour", "joule", 1.0, &ok);
    if (!ok || fabs(got - 3600000.0) > 1e-9 * fmax(1.0, fabs(3600000.0))) {
        printf("FAIL: 1.0 kilowatt_hour -> joule: got %.12g, want %.12g\n", got, 3600000.0);
        failed++;
    }
    got = u_convert("calorie", "joule", 1.0, &ok);
    if (!ok || fabs(got - 4.184) > 1e-9 * fmax(1.0, fabs(4.184))) {
        printf("FAIL: 1.0 calorie -> joule: got %.12g, want %.12g\n", got, 4.184);
        failed++;
    }
    printf("energy: 2 conversion(s) checked\n");
    return failed != 0;
}
