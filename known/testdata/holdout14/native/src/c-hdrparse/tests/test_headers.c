#include <stdio.h>
#include <string.h>
#include "headers.h"

static int check(const char *line, const char *name, const char *value)
{
	struct header h;
	if (header_parse(line, &h) != 0) {
		printf("FAIL parse(%s)\n", line);
		return 1;
	}
	int bad = strcmp(h.name, name) != 0 || strcmp(h.value, value) != 0;
	if (bad)
		printf("FAIL %s: got '%s' '%s'\n", line, h.name, h.value);
	header_free(&h);
	return bad;
}

int main(void)
{
	int bad = 0;
	bad += check("Host: example.org\r\n", "Host", "example.org");
	bad += check("Accept:text/html", "Accept", "text/html");
	bad += check("X-Trace:   \tabc  \r\n", "X-Trace", "abc");
	printf("%s: %d failed\n", bad ? "FAIL" : "ok", bad);
	return bad != 0;
}
