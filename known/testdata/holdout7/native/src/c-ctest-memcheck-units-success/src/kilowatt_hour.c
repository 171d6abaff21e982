#include <stdlib.h>
#include <string.h>
#include "units.h"

double u_kilowatt_hour_to_si(double v) { return v * 3600000.0; }

double u_kilowatt_hour_from_si(double v) { return v / 3600000.0; }

/* A heap-allocated label, as the formatter wants it; the caller frees it. */
char *u_kilowatt_hour_label(int plural)
{
    const char *base = "kilowatt hour";
    size_t n = strlen(base);
    char *s = malloc(n + 2);
    if (!s)
        return NULL;
    memcpy(s, base, n);
    s[n] = plural ? 's' : '\0';
    s[n + 1] = '\0';
    return s;
}
