#include <ctype.h>
#include <string.h>
#include <strings.h>
#include "kvconf.h"
/* trims the value in place; returns the key length, -1 for a line without '=' */
int kv_split(char *line, char **key, char **value)
{
	char *eq = strchr(line, '=');
	if (!eq) return -1;
	*eq = 0;
	*key = line;
	*value = eq + 1;
	while (**value == ' ') (*value)++;
	char *end = *value + strlen(*value);
	while (end > *value && isspace((unsigned char)end[-1])) *--end = 0;
	end = *key + strlen(*key);
	while (end > *key && end[-1] == ' ') *--end = 0;
	return (int)strlen(*key);
}
int kv_bool(const char *v)
{
	if (!strcasecmp(v, "yes") || !strcasecmp(v, "true") || !strcasecmp(v, "on") || !strcmp(v, "1")) return 1;
	if (!strcmp(v, "no") || !strcmp(v, "false") || !strcmp(v, "0")) return 0;
	return -1;
}
