#include <math.h>
#include <stdio.h>
#include "units.h"

int main(void)
{
    int failed = 0, ok;
    double got;
    got = u_convert("pound", "ounce", 1.0, &ok);
    if (!ok || fabs(got - 16.0) > 1e-9 * fmax(1.0, fabs(16.0))) {
        printf("FAIL: 1.0 pound -> ounce: got %.12g, want %.12g\n", got, 16.0);
        failed++;
    }
    got = u_convert("pound", "kilogram", 1.0, &ok);
    if (!ok || fabs(got - 0.45359237) > 1e-9 * fmax(1.0, fabs(0.45359237))) {
        printf("FAIL: 1.0 pound -> kilogram: got %.12g, want %.12g\n", got, 0.45359237);
        failed++;
    }
    printf("mass_imperial: 2 conversion(s) checked\n");
    return failed != 0;
}
