#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "db.h"

/* a toy append-only store: a header line, the schema, then "key\tvalue" records */

int db_create(const char *path, const char *schema_path)
{
	char line[256];
	FILE *schema, *db;

	schema = fopen(schema_path, "r");
	if (!schema) {
		fprintf(stderr, "minidb-init: cannot open schema %s: %s\n", schema_path, strerror(errno));
		return -1;
	}
	db = fopen(path, "w");
	if (!db) {
		fprintf(stderr, "minidb-init: cannot create %s: %s\n", path, strerror(errno));
		fclose(schema);
		return -1;
	}
	fputs("minidb 1\n", db);
	while (fgets(line, sizeof line, schema))
		fprintf(db, "#%s", line);
	fclose(schema);
	return fclose(db);
}

static FILE *open_db(const char *path, const char *mode)
{
	char head[16];
	FILE *f = fopen(path, "r");

	if (!f) {
		fprintf(stderr, "minidb: %s: %s\n", path, strerror(errno));
		return NULL;
	}
	if (!fgets(head, sizeof head, f) || strcmp(head, "minidb 1\n") != 0) {
		fprintf(stderr, "minidb: %s: not a minidb file\n", path);
		fclose(f);
		return NULL;
	}
	if (mode[0] == 'r')
		return f;
	fclose(f);
	return fopen(path, mode);
}

int db_put(const char *path, const char *key, const char *val)
{
	FILE *f = open_db(path, "a");

	if (!f)
		return -1;
	fprintf(f, "%s\t%s\n", key, val);
	return fclose(f);
}

int db_get(const char *path, const char *key, char *val, size_t n)
{
	char line[512];
	size_t klen = strlen(key);
	int found = -1;
	FILE *f = open_db(path, "r");

	if (!f)
		return -1;
	while (fgets(line, sizeof line, f)) {
		if (strncmp(line, key, klen) == 0 && line[klen] == '\t') {
			snprintf(val, n, "%s", line + klen + 1);
			val[strcspn(val, "\n")] = '\0';
			found = 0;
		}
	}
	fclose(f);
	return found;
}

long db_count(const char *path)
{
	char line[512];
	long n = 0;
	FILE *f = open_db(path, "r");

	if (!f)
		return -1;
	while (fgets(line, sizeof line, f))
		if (line[0] != '#')
			n++;
	fclose(f);
	return n;
}
