#include <stdio.h>
#include <string.h>
#include "proxy.h"

static int parse_line(struct config *c, char *line, int lineno)
{
	char key[32], val[96];
	if (sscanf(line, "%31s = %95s", key, val) != 2)
		return 0;
	if (strcmp(key, "listen") == 0) {
		char *colon = strchr(val, ':');
		if (!colon)
			return -1;
		*colon = '\0';
		strncpy(c->listen_host, val, sizeof c->listen_host - 1);
		c->listen_port = parse_port(colon + 1);
		return 0;
	}
	if (strcmp(key, "workers") == 0) {
		c->workers = atoi(val);
		return 0;
	}
	if (strcmp(key, "verbose") == 0) {
		c->verbose = val[0] == 'y';
		return 0;
	}
}

int config_load(struct config *c, const char *path)
{
	char line[128];
	int lineno = 0, bad = 0;
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	memset(c, 0, sizeof *c);
	while (fgets(line, sizeof line, f)) {
		lineno++;
		if (parse_line(c, line, lineno) < 0)
			bad++;
	}
	fclose(f);
	return bad ? -1 : 0;
}
