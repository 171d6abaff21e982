#include <string.h>
#include "unitconv.h"

static const struct unit units[] = {
	{"C", K_TEMP, 1.0, 273.15}, {"K", K_TEMP, 1.0, 0}, {"F", K_TEMP, 5.0 / 9.0, 459.67},
};

const struct unit *temp_unit(const char *name)
{
	int i, n = sizeof units / sizeof units[0];
	for (i = 0; i < n; i++)
		if (strcmp(units[i].name, name) == 0)
			return &units[i];
	return NULL;
}

double convert(double v, const struct unit *from, const struct unit *to)
{
	double base = (v + from->offset) * from->factor;
	return base / to->factor - to->offset;
}
