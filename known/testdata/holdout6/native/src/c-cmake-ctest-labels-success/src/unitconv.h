#ifndef UNITCONV_H
#define UNITCONV_H
enum kind { K_LENGTH, K_MASS, K_TEMP, K_UNKNOWN };
struct unit { const char *name; enum kind kind; double factor; double offset; };
const struct unit *length_unit(const char *name);
const struct unit *mass_unit(const char *name);
const struct unit *temp_unit(const char *name);
const struct unit *find_unit(const char *name);
int parse_quantity(const char *s, double *value);
double convert(double v, const struct unit *from, const struct unit *to);
int format_quantity(char *buf, int size, double v, const struct unit *u, int precision);
#endif
