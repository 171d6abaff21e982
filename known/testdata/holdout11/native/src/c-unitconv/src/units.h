#ifndef UNITS_H
#define UNITS_H
struct unit { const char *name; const char *kind; double factor; double offset; };
const struct unit *unit_find(const char *name);
int unit_convert(double v, const char *from, const char *to, double *out);
#endif
