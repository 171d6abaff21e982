#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "routekit.h"

int url_default_port(const char *scheme)
{
	if (strcmp(scheme, "http") == 0)
		return 80;
	if (strcmp(scheme, "https") == 0)
		return 443;
	return -1;
}

int url_parse(const char *s, struct url *u)
{
	const char *p = strstr(s, "://"), *host, *slash, *colon, *q;
	size_t n;
	int fragment;
	memset(u, 0, sizeof *u);
	if (p == NULL || (size_t)(p - s) >= sizeof u->scheme)
		return -1;
	memcpy(u->scheme, s, (size_t)(p - s));
	host = p + 3;
	slash = strchr(host, '/');
	n = slash ? (size_t)(slash - host) : strlen(host);
	if (n == 0 || n >= sizeof u->host)
		return -1;
	memcpy(u->host, host, n);
	colon = strchr(u->host, ':');
	if (colon) {
		u->port = atoi(colon + 1);
		u->host[colon - u->host] = '\0';
	} else {
		u->port = url_default_port(u->scheme);
	}
	if (slash == NULL) {
		strcpy(u->path, "/");
		return 0;
	}
	q = strchr(slash, '?');
	n = q ? (size_t)(q - slash) : strlen(slash);
	if (n >= sizeof u->path)
		return -1;
	memcpy(u->path, slash, n);
	if (q)
		snprintf(u->query, sizeof u->query, "%s", q + 1);
	return 0;
}
