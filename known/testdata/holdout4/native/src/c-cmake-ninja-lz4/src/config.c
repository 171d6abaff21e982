#include <stdio.h>
#include <string.h>
#include "logship/logship.h"

int config_load(struct ship_config *cfg, const char *path)
{
	char line[256];
	FILE *f = fopen(path, "r");
	int n = 0;
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f)) {
		int v;
		if (sscanf(line, "batch_lines = %d", &v) == 1)
			cfg->batch_lines = v;
		else if (sscanf(line, "spool_mb = %d", &v) == 1)
			cfg->spool_mb = v;
	}
	fclose(f);
	return 0;
}
