#include <stdlib.h>
#include <string.h>
#include "kv_internal.h"

static struct kv_entry **slot(struct kv *db, const char *key)
{
	struct kv_entry **p = &db->b[kv_hash(key) % KV_BUCKETS];

	while (*p && strcmp((*p)->key, key) != 0)
		p = &(*p)->next;
	return p;
}

int kv_put(struct kv *db, const char *key, const char *val)
{
	struct kv_entry **p = slot(db, key), *e = *p;
	char *v = strdup(val);

	if (!v)
		return -1;
	if (e) {
		free(e->val);
		e->val = v;
	} else {
		e = calloc(1, sizeof *e);
		if (!e || !(e->key = strdup(key))) {
			free(e);
			free(v);
			return -1;
		}
		e->val = v;
		*p = e;
		db->count++;
	}
	db->dirty = 1;
	return 0;
}

const char *kv_get(struct kv *db, const char *key)
{
	struct kv_entry *e = *slot(db, key);

	return e ? e->val : NULL;
}

int kv_del(struct kv *db, const char *key)
{
	struct kv_entry **p = slot(db, key), *e = *p;

	if (!e)
		return -1;
	*p = e->next;
	free(e->key);
	free(e->val);
	free(e);
	db->count--;
	db->dirty = 1;
	return 0;
}

size_t kv_count(const struct kv *db)
{
	return db->count;
}

int kv_each(struct kv *db, int (*fn)(const char *k, const char *v, void *arg), void *arg)
{
	int i, rc;
	struct kv_entry *e;

	for (i = 0; i < KV_BUCKETS; i++)
		for (e = db->b[i]; e; e = e->next)
			if ((rc = fn(e->key, e->val, arg)) != 0)
				return rc;
	return 0;
}
