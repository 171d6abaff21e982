#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ini.h"

const char *ini_get(const struct ini *ini, const char *section, const char *key)
{
	const char *found = NULL;
	for (size_t i = 0; i < ini->n; i++)
		if (strcmp(ini->entries[i].section, section) == 0 && strcmp(ini->entries[i].key, key) == 0)
			found = ini->entries[i].value; /* the last one wins */
	return found;
}

int ini_get_int(const struct ini *ini, const char *section, const char *key, int def)
{
	const char *v = ini_get(ini, section, key);
	char *end;
	if (!v)
		return def;
	long n = strtol(v, &end, 0);
	return (*v && !*end) ? (int)n : def;
}

int ini_get_bool(const struct ini *ini, const char *section, const char *key, int def)
{
	const char *v = ini_get(ini, section, key);
	if (!v)
		return def;
	if (!strcasecmp(v, "true") || !strcasecmp(v, "yes") || !strcmp(v, "1") || !strcasecmp(v, "on"))
		return 1;
	if (!strcasecmp(v, "false") || !strcasecmp(v, "no") || !strcmp(v, "0") || !strcasecmp(v, "off"))
		return 0;
	return def;
}
