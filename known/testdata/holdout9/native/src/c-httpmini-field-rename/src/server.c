#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "http.h"

static int hello(const struct http_request *req, struct buf *out)
{
	const char *ua = http_header_get(req, "User-Agent");
	char body[256];
	snprintf(body, sizeof body, "hello, %s\n", ua ? ua : "stranger");
	return respond(out, 200, "text/plain", body);
}

static int health(const struct http_request *req, struct buf *out)
{
	return respond(out, 200, "application/json", "{\"ok\":true}\n");
}

int main(int argc, char **argv)
{
	char raw[8192];
	ssize_t n = read(0, raw, sizeof raw - 1);
	struct http_request req;
	struct buf out;

	if (n <= 0)
		return 1;
	raw[n] = '\0';
	router_add("/hello", hello);
	router_add("/healthz", health);
	buf_init(&out);
	if (http_parse_request(raw, n, &req) < 0)
		respond(&out, 400, "text/plain", "bad request\n");
	else
		router_dispatch(&req, &out);
	fwrite(out.data, 1, out.len, stdout);
	buf_free(&out);
	return 0;
}
