#include <assert.h>
#include <stdio.h>
#include <string.h>
#include "urlkit.h"

int main(int argc, char **argv)
{
	char out[64];
	const char *c = argc > 1 ? argv[1] : "";
	if (strcmp(c, "plain") == 0) {
		percent_decode("abc", out, sizeof out);
		assert(strcmp(out, "abc") == 0);
	} else if (strcmp(c, "space") == 0) {
		percent_decode("a+b%20c", out, sizeof out);
		assert(strcmp(out, "a b c") == 0);
	} else if (strcmp(c, "utf8") == 0) {
		percent_encode("caf\xc3\xa9", out, sizeof out);
		printf("encoded: %s\n", out);
		assert(strcmp(out, "caf%C3%A9") == 0);
	} else if (strcmp(c, "reserved") == 0) {
		percent_encode("a/b?c", out, sizeof out);
		assert(strcmp(out, "a%2Fb%3Fc") == 0);
	} else {
		return 2;
	}
	printf("percent.%s passed\n", c);
	return 0;
}
