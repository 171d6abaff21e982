#include <stdio.h>
#include <string.h>
#include "pktlog.h"

int config_load(const char *path)
{
	FILE *f = fopen(path, "r");
	char line[256];
	int n = 0;
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f))
		if (line[0] != '#' && strchr(line, '='))
			n++;
	fclose(f);
	return n;
}
