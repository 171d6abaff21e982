#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "urlkit.h"

static void copy_span(char *dst, size_t cap, const char *from, const char *to)
{
	size_t n = (size_t)(to - from);
	if (n >= cap)
		n = cap - 1;
	memcpy(dst, from, n);
	dst[n] = '\0';
}

int url_parse(const char *s, struct url *u)
{
	memset(u, 0, sizeof *u);
	const char *p = strstr(s, "://");
	if (!p)
		return -1;
	copy_span(u->scheme, sizeof u->scheme, s, p);
	p += 3;
	const char *end = p + strcspn(p, "/?#");
	const char *at = memchr(p, '@', (size_t)(end - p));
	if (at) {
		copy_span(u->userinfo, sizeof u->userinfo, p, at);
		p = at + 1;
	}
	const char *colon = memchr(p, ':', (size_t)(end - p));
	if (colon) {
		copy_span(u->host, sizeof u->host, p, colon);
		u->port = atoi(colon + 1);
	} else {
		copy_span(u->host, sizeof u->host, p, end);
		u->port = strcmp(u->scheme, "https") == 0 ? 443 : 80;
	}
	p = end;
	const char *q = p + strcspn(p, "?#");
	copy_span(u->path, sizeof u->path, p, q);
	if (*q == '?') {
		const char *h = q + strcspn(q, "#");
		copy_span(u->query, sizeof u->query, q + 1, h);
		q = h;
	}
	if (*q == '#')
		copy_span(u->fragment, sizeof u->fragment, q + 1, q + strlen(q));
	return 0;
}
