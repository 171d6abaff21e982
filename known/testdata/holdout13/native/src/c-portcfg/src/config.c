#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "config.h"

int parse_port(const char *s, int *out)
{
	char *end;
	long v = strtol(s, &end, 10);
	if (*end != '\0' || v <= 0 || v > 65535)
		return -1;
	*out = (int)v;
	return 0;
}

int config_load(struct config *c, const char *path)
{
	char line[128];
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = '\0';
		if (strncmp(line, "host=", 5) == 0)
			snprintf(c->host, sizeof c->host, "%s", line + 5);
		else if (strncmp(line, "port=", 5) == 0)
			parse_port(line + 5, &c->port);
	}
	fclose(f);
	return 0;
}
