#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "broker.h"

void config_defaults(struct broker_config *c)
{
	memset(c, 0, sizeof *c);
	c->bind = "0.0.0.0";
	c->port = 1883;
	c->max_clients = 1024;
	c->keepalive = 60;
}

int config_load(struct broker_config *c, const char *path)
{
	char line[256], key[64], val[128];
	FILE *f = fopen(path, "r");

	if (!f)
		return -1;
	while (fgets(line, sizeof line, f)) {
		if (sscanf(line, " %63[a-z_] = %127s", key, val) != 2)
			continue;
		if (strcmp(key, "port") == 0)
			c->port = atoi(val);
		else if (strcmp(key, "max_clients") == 0)
			c->max_clients = atoi(val);
		else if (strcmp(key, "keepalive") == 0)
			c->keepalive = atoi(val);
		else if (strcmp(key, "allow_anonymous") == 0)
			c->allow_anonymous = strcmp(val, "true") == 0;
	}
	fclose(f);
	return 0;
}
