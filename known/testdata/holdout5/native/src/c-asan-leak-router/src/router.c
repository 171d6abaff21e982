#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include "routekit.h"

void router_init(struct router *r)
{
	r->head = NULL;
	r->count = 0;
}

int router_add(struct router *r, const char *pattern, route_fn fn)
{
	struct route *rt = malloc(sizeof *rt);
	if (rt == NULL)
		return -1;
	rt->pattern = strdup(pattern);
	rt->fn = fn;
	rt->next = r->head;
	r->head = rt;
	r->count++;
	return 0;
}

int router_remove(struct router *r, const char *pattern)
{
	struct route **pp;
	for (pp = &r->head; *pp; pp = &(*pp)->next) {
		if (strcmp((*pp)->pattern, pattern) == 0) {
			*pp = (*pp)->next;
			r->count--;
			return 0;
		}
	}
	return -1;
}

/* a pattern ending in a star matches one trailing segment */
static int match(const char *pattern, const char *path)
{
	size_t n = strlen(pattern);
	if (n > 0 && pattern[n - 1] == '*')
		return strncmp(pattern, path, n - 1) == 0 && strchr(path + n - 1, '/') == NULL;
	return strcmp(pattern, path) == 0;
}

route_fn router_match(const struct router *r, const char *path)
{
	for (const struct route *rt = r->head; rt; rt = rt->next)
		if (match(rt->pattern, path))
			return rt->fn;
	return NULL;
}

void router_free(struct router *r)
{
	struct route *rt = r->head, *next;
	for (; rt; rt = next) {
		next = rt->next;
		free(rt->pattern);
		free(rt);
	}
	r->head = NULL;
	r->count = 0;
}
