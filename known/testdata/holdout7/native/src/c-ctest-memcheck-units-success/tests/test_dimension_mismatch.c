#include <stdio.h>
#include "units.h"

int main(void)
{
    int ok = 1;
    u_convert("meter", "second", 1, &ok);
    if (ok) {
        printf("FAIL: meter -> second was accepted\n");
        return 1;
    }
    u_convert("furlong", "meter", 1, &ok);
    if (ok) {
        printf("FAIL: unknown unit accepted\n");
        return 1;
    }
    printf("error: incompatible units meter and second (expected)\n");
    return 0;
}
