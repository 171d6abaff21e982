#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sensord.h"

void config_defaults(struct config *cfg)
{
	memset(cfg, 0, sizeof *cfg);
	cfg->name = "sensord";
	strcpy(cfg->output, "-");
	cfg->interval_ms = 1000;
}

static char *trim(char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	char *e = s + strlen(s);
	while (e > s && (e[-1] == '\n' || e[-1] == ' '))
		*--e = '\0';
	return s;
}

int config_load(struct config *cfg, const char *path)
{
	FILE *f = fopen(path, "r");
	char line[256];
	int lineno = 0;

	if (!f)
		return -1;
	config_defaults(cfg);
	while (fgets(line, sizeof line, f)) {
		char *eq, *key, *val;
		lineno++;
		if (line[0] == '#' || !(eq = strchr(line, '=')))
			continue;
		*eq = '\0';
		key = trim(line);
		val = trim(eq + 1);
		if (strcmp(key, "name") == 0)
			snprintf(cfg->name, sizeof cfg->name, "%s", val);
		else if (strcmp(key, "output") == 0)
			snprintf(cfg->output, sizeof cfg->output, "%s", val);
		else if (strcmp(key, "interval_ms") == 0)
			cfg->interval_ms = strtoul(val, NULL, 10);
		else if (strcmp(key, "sensor") == 0 && cfg->nsensors < 16) {
			struct sensor *s = &cfg->sensors[cfg->nsensors++];
			sscanf(val, "%31s %15s %lf %lf", s->name, s->bus, &s->scale, &s->offset);
		} else
			fprintf(stderr, "%s:%d: unknown key '%s'\n", path, lineno, key);
	}
	fclose(f);
	return 0;
}
