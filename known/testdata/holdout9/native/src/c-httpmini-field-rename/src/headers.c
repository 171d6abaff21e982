#include <strings.h>

#include "http.h"

const char *http_header_get(const struct http_request *req, const char *name)
{
	for (int i = 0; i < req->nheaders; i++)
		if (strcasecmp(req->headers[i].name, name) == 0)
			return req->headers[i].value;
	return NULL;
}
