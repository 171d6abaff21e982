#include <stdlib.h>
#include <string.h>

#include "http.h"

static char *next_line(char **p, char *end)
{
	char *start = *p;
	char *nl = memchr(start, '\n', end - start);
	if (!nl)
		return NULL;
	if (nl > start && nl[-1] == '\r')
		nl[-1] = '\0';
	*nl = '\0';
	*p = nl + 1;
	return start;
}

int http_parse_request(char *raw, size_t len, struct http_request *req)
{
	char *p = raw, *end = raw + len;
	char *line = next_line(&p, end);
	int i;

	memset(req, 0, sizeof *req);
	if (!line)
		return -1;
	char *sp1 = strchr(line, ' ');
	if (!sp1 || sp1 - line >= (long)sizeof req->method)
		return -1;
	memcpy(req->method, line, sp1 - line);
	char *sp2 = strchr(sp1 + 1, ' ');
	if (!sp2)
		return -1;
	*sp2 = '\0';
	req->target = sp1 + 1;
	char *q = strchr(req->target, '?');
	if (q) {
		*q = '\0';
		req->query = q + 1;
	}
	if (strncmp(sp2 + 1, "HTTP/1.", 7) != 0)
		return -1;
	req->version_minor = atoi(sp2 + 8);

	while ((line = next_line(&p, end)) && *line) {
		char *colon = strchr(line, ':');
		if (!colon || req->nheaders == HTTP_MAX_HEADERS)
			return -1;
		*colon = '\0';
		for (i = 1; colon[i] == ' '; i++)
			;
		req->headers[req->nheaders].name = line;
		req->headers[req->nheaders].value = colon + i;
		req->nheaders++;
	}
	return 0;
}
