#include <string.h>
#include "unitconv.h"

static const struct unit units[] = {
	{"kg", K_MASS, 1.0, 0}, {"g", K_MASS, 0.001, 0}, {"mg", K_MASS, 0.000001, 0},
	{"t", K_MASS, 1000.0, 0}, {"lb", K_MASS, 0.45359237, 0}, {"oz", K_MASS, 0.028349523125, 0},
	{"st", K_MASS, 6.35029318, 0},
};

const struct unit *mass_unit(const char *name)
{
	for (unsigned i = 0; i < sizeof units / sizeof units[0]; i++)
		if (strcmp(units[i].name, name) == 0)
			return &units[i];
	return NULL;
}
