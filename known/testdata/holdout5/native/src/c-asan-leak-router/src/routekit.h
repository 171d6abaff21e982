#ifndef ROUTEKIT_H
#define ROUTEKIT_H
#include <stddef.h>

struct url {
	char scheme[8];
	char host[64];
	int port;
	char path[128];
	char query[128];
};
int url_parse(const char *s, struct url *u);
int url_default_port(const char *scheme);

/* query strings: a=1&b=two */
size_t query_count(const char *q);
int query_get(const char *q, const char *key, char *out, size_t cap);
int query_decode(const char *in, char *out, size_t cap);

typedef int (*route_fn)(const char *path, void *ctx);
struct route {
	char *pattern;
	route_fn fn;
	struct route *next;
};
struct router {
	struct route *head;
	size_t count;
};
void router_init(struct router *r);
int router_add(struct router *r, const char *pattern, route_fn fn);
int router_remove(struct router *r, const char *pattern);
route_fn router_match(const struct router *r, const char *path);
void router_free(struct router *r);
#endif
