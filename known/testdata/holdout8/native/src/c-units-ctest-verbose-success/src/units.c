#include <string.h>
#include "units.h"

static const struct unit units[] = {
	{ "m", DIM_LENGTH, 1, 0 }, { "km", DIM_LENGTH, 1000, 0 }, { "cm", DIM_LENGTH, 0.01, 0 },
	{ "mm", DIM_LENGTH, 0.001, 0 }, { "in", DIM_LENGTH, 0.0254, 0 }, { "ft", DIM_LENGTH, 0.3048, 0 },
	{ "yd", DIM_LENGTH, 0.9144, 0 }, { "mi", DIM_LENGTH, 1609.344, 0 }, { "nmi", DIM_LENGTH, 1852, 0 },
	{ "kg", DIM_MASS, 1, 0 }, { "g", DIM_MASS, 0.001, 0 }, { "t", DIM_MASS, 1000, 0 },
	{ "lb", DIM_MASS, 0.45359237, 0 }, { "oz", DIM_MASS, 0.028349523125, 0 },
	{ "s", DIM_TIME, 1, 0 }, { "min", DIM_TIME, 60, 0 }, { "h", DIM_TIME, 3600, 0 }, { "d", DIM_TIME, 86400, 0 },
	{ "K", DIM_TEMP, 1, 0 }, { "C", DIM_TEMP, 1, 273.15 }, { "F", DIM_TEMP, 5.0 / 9.0, 459.67 },
	{ "l", DIM_VOLUME, 0.001, 0 }, { "ml", DIM_VOLUME, 1e-6, 0 }, { "m3", DIM_VOLUME, 1, 0 },
	{ "gal", DIM_VOLUME, 0.003785411784, 0 },
	{ "Pa", DIM_PRESSURE, 1, 0 }, { "kPa", DIM_PRESSURE, 1000, 0 }, { "bar", DIM_PRESSURE, 1e5, 0 },
	{ "psi", DIM_PRESSURE, 6894.757293168, 0 }, { "atm", DIM_PRESSURE, 101325, 0 },
	{ "J", DIM_ENERGY, 1, 0 }, { "kJ", DIM_ENERGY, 1000, 0 }, { "kWh", DIM_ENERGY, 3.6e6, 0 },
	{ "cal", DIM_ENERGY, 4.184, 0 }, { "kcal", DIM_ENERGY, 4184, 0 },
	{ "m/s", DIM_SPEED, 1, 0 }, { "km/h", DIM_SPEED, 1 / 3.6, 0 }, { "mph", DIM_SPEED, 0.44704, 0 },
	{ "kn", DIM_SPEED, 1852.0 / 3600, 0 },
};

const struct unit *unit_find(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof units / sizeof units[0]; i++)
		if (strcmp(units[i].name, name) == 0)
			return &units[i];
	return 0;
}

int unit_convert(double v, const char *from, const char *to, double *out)
{
	const struct unit *a = unit_find(from), *b = unit_find(to);

	if (!a || !b || a->dim != b->dim)
		return -1;
	*out = ((v + a->offset) * a->scale) / b->scale - b->offset;
	return 0;
}

const char *dim_name(enum dim d)
{
	static const char *names[] = { "length", "mass", "time", "temperature", "volume", "pressure",
				       "energy", "speed" };
	return names[d];
}
