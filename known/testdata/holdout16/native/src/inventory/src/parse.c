#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "inv.h"

/* name;qty;price */
int parse_line(const char *line, struct item *out)
{
	char buf[128];
	char *name, *qty, *price, *end;

	if (strlen(line) >= sizeof buf)
		return -1;
	strcpy(buf, line);
	buf[strcspn(buf, "\r\n")] = '\0';
	name = strtok(buf, ";");
	qty = strtok(NULL, ";");
	price = strtok(NULL, ";");
	if (!name || !qty || !price)
		return -1;
	if (strlen(name) >= sizeof out->name)
		return -1;
	strcpy(out->name, name);
	out->qty = (int)strtol(qty, &end, 10);
	if (*end != '\0')
		return -1;
	out->price = strtod(price, &end);
	if (*end != '\0')
		return -1;
	return 0;
}

int parse_file(const char *path, struct inventory *inv)
{
	FILE *f = fopen(path, "r");
	char line[256];
	int n = 0, lineno = 0;

	if (!f)
		return -1;
	while (fgets(line, sizeof line, f)) {
		struct item it;
		lineno++;
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (parse_line(line, &it) == 0) {
			inv_add(inv, &it);
			n++;
		} else
			fprintf(stderr, "inventory: %s:%d: bad line, skipped\n", path, lineno);
	}
	fclose(f);
	return n;
}
