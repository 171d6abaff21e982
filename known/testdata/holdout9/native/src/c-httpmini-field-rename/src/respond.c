#include <string.h>

#include "http.h"

static const char *reason(int status)
{
	switch (status) {
	case 200: return "OK";
	case 400: return "Bad Request";
	case 404: return "Not Found";
	case 500: return "Internal Server Error";
	}
	return "Unknown";
}

int respond(struct buf *out, int status, const char *ctype, const char *body)
{
	size_t n = strlen(body);
	if (buf_printf(out, "HTTP/1.1 %d %s\r\nContent-Type: %s\r\nContent-Length: %zu\r\n\r\n",
		       status, reason(status), ctype, n) < 0)
		return -1;
	return buf_append(out, body, n);
}
