#include <stdio.h>
#include <string.h>

#include "../src/http.h"

static int failed;
#define CHECK(c) do { if (!(c)) { printf("%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #c); failed++; } } while (0)

int main(void)
{
	char raw[] = "GET /hello?x=1 HTTP/1.1\r\nHost: a\r\nUser-Agent: t/1\r\n\r\n";
	struct http_request req;
	CHECK(http_parse_request(raw, strlen(raw), &req) == 0);
	CHECK(strcmp(req.method, "GET") == 0);
	CHECK(strcmp(req.target, "/hello") == 0);
	CHECK(strcmp(req.query, "x=1") == 0);
	CHECK(req.nheaders == 2);
	CHECK(strcmp(http_header_get(&req, "user-agent"), "t/1") == 0);
	printf("test_parse: %d failed\n", failed);
	return failed != 0;
}
