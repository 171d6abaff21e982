#include <stdlib.h>
#include <string.h>
#include "units.h"

double u_yard_to_si(double v) { return v * 0.9144; }

double u_yard_from_si(double v) { return v / 0.9144; }

/* A heap-allocated label, as the formatter wants it; the caller frees it. */
char *u_yard_label(int plural)
{
    const char *base = "yard";
    size_t n = strlen(base);
    char *s = malloc(n + 2);
    if (!s)
        return NULL;
    memcpy(s, base, n);
    s[n] = plural ? 's' : '\0';
    s[n + 1] = '\0';
    return s;
}
