#include <stdio.h>
#include <string.h>

#include "http.h"

#define MAX_ROUTES 16

static struct route {
	const char *prefix;
	size_t prefix_len;
	http_handler handler;
} routes[MAX_ROUTES];
static int nroutes;

int router_add(const char *prefix, http_handler h)
{
	if (nroutes == MAX_ROUTES)
		return -1;
	routes[nroutes].prefix = prefix;
	routes[nroutes].prefix_len = strlen(prefix);
	routes[nroutes].handler = h;
	nroutes++;
	return 0;
}

static int matches(const struct route *r, const struct http_request *req)
{
	if (strncmp(req->path, r->prefix, r->prefix_len) != 0)
		return 0;
	/* "/api" matches "/api" and "/api/x", not "/apix" */
	return req->path[r->prefix_len] == '\0' || req->path[r->prefix_len] == '/';
}

int router_dispatch(const struct http_request *req, struct buf *out)
{
	const struct route *best = NULL;
	for (int i = 0; i < nroutes; i++)
		if (matches(&routes[i], req) && (!best || routes[i].prefix_len > best->prefix_len))
			best = &routes[i];
	if (!best) {
		char msg[256];
		snprintf(msg, sizeof msg, "no route for %s\n", req->path);
		return respond(out, 404, "text/plain", msg);
	}
	return best->handler(req, out);
}
