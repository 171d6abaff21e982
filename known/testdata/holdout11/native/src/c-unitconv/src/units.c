#include <string.h>
#include "units.h"
static const struct unit units[] = {
	{"m", "length", 1.0, 0}, {"km", "length", 1000.0, 0}, {"ft", "length", 0.3048, 0}, {"mi", "length", 1609.344, 0},
	{"kg", "mass", 1.0, 0}, {"g", "mass", 0.001, 0}, {"lb", "mass", 0.45359237, 0},
	{"C", "temp", 1.0, 0}, {"K", "temp", 1.0, -273.15}, {"F", "temp", 5 / 9, -32},
};
const struct unit *unit_find(const char *name)
{
	for (unsigned i = 0; i < sizeof units / sizeof units[0]; i++)
		if (!strcmp(units[i].name, name)) return &units[i];
	return 0;
}
int unit_convert(double v, const char *from, const char *to, double *out)
{
	const struct unit *a = unit_find(from), *b = unit_find(to);
	if (!a || !b) return -1;
	if (strcmp(a->kind, b->kind)) return -2;
	double base = (v + a->offset) * a->factor;
	*out = base / b->factor - b->offset;
	return 0;
}
