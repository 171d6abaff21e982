#ifndef URLKIT_H
#define URLKIT_H
#include <stddef.h>

struct url {
	char scheme[16];
	char userinfo[64];
	char host[128];
	int port;
	char path[256];
	char query[256];
	char fragment[64];
};

int url_parse(const char *s, struct url *u);
/* value of key in a query string, copied to out; 0 when absent */
int query_get(const char *query, const char *key, char *out, size_t cap);
size_t percent_decode(const char *in, char *out, size_t cap);
size_t percent_encode(const char *in, char *out, size_t cap);
#endif
