#include <string.h>
#include "log.h"

int config_load(const char *path)
{
	FILE *f = fopen(path, "r");
	char line[256];

	if (!f)
		return -1;
	while (fgets(line, sizeof line, f))
		if (strncmp(line, "debug=1", 7) == 0)
			log_level = LOG_DEBUG;
	fclose(f);
	return 0;
}
