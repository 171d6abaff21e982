#include <string.h>
#include "unitconv.h"

static const struct unit units[] = {
	{"m", K_LENGTH, 1.0, 0}, {"cm", K_LENGTH, 0.01, 0}, {"mm", K_LENGTH, 0.001, 0},
	{"km", K_LENGTH, 1000.0, 0}, {"in", K_LENGTH, 0.0254, 0}, {"ft", K_LENGTH, 0.3048, 0},
	{"mi", K_LENGTH, 1609.344, 0},
};

const struct unit *length_unit(const char *name)
{
	for (unsigned i = 0; i < sizeof units / sizeof units[0]; i++)
		if (strcmp(units[i].name, name) == 0)
			return &units[i];
	return NULL;
}
