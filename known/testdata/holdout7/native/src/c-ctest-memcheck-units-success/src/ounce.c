#include <stdlib.h>
#include <string.h>
#include "units.h"

double u_ounce_to_si(double v) { return v * 0.028349523125; }

double u_ounce_from_si(double v) { return v / 0.028349523125; }

/* A heap-allocated label, as the formatter wants it; the caller frees it. */
char *u_ounce_label(int plural)
{
    const char *base = "ounce";
    size_t n = strlen(base);
    char *s = malloc(n + 2);
    if (!s)
        return NULL;
    memcpy(s, base, n);
    s[n] = plural ? 's' : '\0';
    s[n + 1] = '\0';
    return s;
}
