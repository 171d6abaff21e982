#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "conf.h"

void conf_defaults(struct conf *c)
{
	c->port = 8080;
	c->workers = 2;
	strcpy(c->name, "default");
}

int conf_load(struct conf *c, const char *path)
{
	char *line = NULL, key[32], val[64];
	size_t cap = 0;
	int lineno = 0;
	FILE *f = fopen(path, "r");

	if (!f)
		return -1;
	while (getline(&line, &cap, f) != -1) {
		lineno++;
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (sscanf(line, "%31[^=]=%63s", key, val) != 2)
			continue;
		if (strcmp(key, "port") == 0)
			c->port = atoi(val);
		else if (strcmp(key, "workers") == 0)
			c->workers = atoi(val);
		else if (strcmp(key, "name") == 0)
			snprintf(c->name, sizeof c->name, "%s", val);
		else {
			fprintf(stderr, "confcheck: warning: %s:%d: unknown key '%s', using defaults\n",
				path, lineno, key);
			return -2;
		}
	}
	free(line);
	fclose(f);
	return 0;
}
