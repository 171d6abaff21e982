#include <stdlib.h>
#include <string.h>
#include "units.h"

double u_atmosphere_to_si(double v) { return v * 101325; }

double u_atmosphere_from_si(double v) { return v / 101325; }

/* A heap-allocated label, as the formatter wants it; the caller frees it. */
char *u_atmosphere_label(int plural)
{
    const char *base = "atmosphere";
    size_t n = strlen(base);
    char *s = malloc(n + 2);
    if (!s)
        return NULL;
    memcpy(s, base, n);
    s[n] = plural ? 's' : '\0';
    s[n + 1] = '\0';
    return s;
}
