#include <stdlib.h>
#include <string.h>
#include "units.h"

double u_horsepower_to_si(double v) { return v * 745.69987158227; }

double u_horsepower_from_si(double v) { return v / 745.69987158227; }

/* A heap-allocated label, as the formatter wants it; the caller frees it. */
char *u_horsepower_label(int plural)
{
    const char *base = "horsepower";
    size_t n = strlen(base);
    char *s = malloc(n + 2);
    if (!s)
        return NULL;
    memcpy(s, base, n);
    s[n] = plural ? 's' : '\0';
    s[n + 1] = '\0';
    return s;
}
