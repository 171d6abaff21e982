#ifndef HTTP_H
#define HTTP_H

#include <stddef.h>

#define HTTP_MAX_HEADERS 32

struct buf {
	char *data;
	size_t len, cap;
};

struct http_header {
	const char *name;
	const char *value;
};

/* A parsed request line and its headers. `target` is the request-target of RFC 9112
 * (it was called `path` before query strings were split off into `query`). */
struct http_request {
	char method[8];
	char *target;
	char *query;
	int version_minor;
	struct http_header headers[HTTP_MAX_HEADERS];
	size_t nheaders;
};

typedef int (*http_handler)(const struct http_request *req, struct buf *out);

void buf_init(struct buf *b);
int buf_append(struct buf *b, const char *s, size_t n);
int buf_printf(struct buf *b, const char *fmt, ...);
void buf_free(struct buf *b);

int http_parse_request(char *raw, size_t len, struct http_request *req);
const char *http_header_get(const struct http_request *req, const char *name);

int router_add(const char *prefix, http_handler h);
int router_dispatch(const struct http_request *req, struct buf *out);

int respond(struct buf *out, int status, const char *ctype, const char *body);

#endif
