#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "units.h"

int main(void)
{
    int failed = 0;
    char *s = u_meter_label(1);
    if (strcmp(s, "meters") != 0) { printf("FAIL: %s\n", s); failed++; }
    free(s);
    s = u_nautical_mile_label(0);
    if (strcmp(s, "nautical mile") != 0) { printf("FAIL: %s\n", s); failed++; }
    free(s);
    s = u_kilowatt_hour_label(1);
    if (strcmp(s, "kilowatt hours") != 0) { printf("FAIL: %s\n", s); failed++; }
    free(s);
    printf("labels: 3 checked\n");
    return failed != 0;
}
