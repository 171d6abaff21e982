#ifndef UNITS_H
#define UNITS_H

enum dim { DIM_LENGTH, DIM_MASS, DIM_TIME, DIM_TEMP, DIM_VOLUME, DIM_PRESSURE, DIM_ENERGY, DIM_SPEED };

struct unit {
	const char *name;
	enum dim dim;
	double scale;   /* to the SI base */
	double offset;  /* temperatures only */
};

const struct unit *unit_find(const char *name);
int unit_convert(double v, const char *from, const char *to, double *out);
const char *dim_name(enum dim d);

#endif
