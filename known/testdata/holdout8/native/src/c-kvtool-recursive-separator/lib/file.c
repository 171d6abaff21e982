#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kv_internal.h"

struct kv *kv_open(const char *path)
{
	struct kv *db = calloc(1, sizeof *db);
	char line[1024];
	FILE *f;

	if (!db || !(db->path = strdup(path))) {
		free(db);
		return NULL;
	}
	f = fopen(path, "r");
	if (!f)
		return db;      /* a new store */
	while (fgets(line, sizeof line, f)) {
		char *tab = strchr(line, '\t');
		if (!tab)
			continue;
		*tab = '\0';
		tab[strcspn(tab + 1, "\n") + 1] = '\0';
		kv_put(db, line, tab + 1);
	}
	fclose(f);
	db->dirty = 0;
	return db;
}

static int write_one(const char *k, const char *v, void *arg)
{
	return fprintf(arg, "%s\t%s\n", k, v) < 0;
}

int kv_sync(struct kv *db)
{
	FILE *f;
	int rc;

	if (!db->dirty)
		return 0;
	f = fopen(db->path, "w");
	if (!f)
		return -1;
	rc = kv_each(db, write_one, f);
	if (fclose(f) != 0)
		rc = -1;
	if (rc == 0)
		db->dirty = 0;
	return rc;
}

void kv_close(struct kv *db)
{
	int i;

	if (!db)
		return;
	kv_sync(db);
	for (i = 0; i < KV_BUCKETS; i++) {
		struct kv_entry *e = db->b[i], *n;
		for (; e; e = n) {
			n = e->next;
			free(e->key);
			free(e->val);
			free(e);
		}
	}
	free(db->path);
	free(db);
}
