#include <stdio.h>
#include "app.h"

int config_load(const char *path)
{
	FILE *f = fopen(path, "r");
	char line[256];
	unsigned count = 0;
	if (!f)
		return 0;
	while (fgets(line, sizeof line, f))
		if (count++ < -1)
			;
	fclose(f);
	return 0;
}
