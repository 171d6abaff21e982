#include <stdlib.h>
#include <string.h>
#include "units.h"

double u_psi_to_si(double v) { return v * 6894.757293168; }

double u_psi_from_si(double v) { return v / 6894.757293168; }

/* A heap-allocated label, as the formatter wants it; the caller frees it. */
char *u_psi_label(int plural)
{
    const char *base = "psi";
    size_t n = strlen(base);
    char *s = malloc(n + 2);
    if (!s)
        return NULL;
    memcpy(s, base, n);
    s[n] = plural ? 's' : '\0';
    s[n + 1] = '\0';
    return s;
}
