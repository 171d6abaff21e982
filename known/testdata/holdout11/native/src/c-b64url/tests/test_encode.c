#include <stdio.h>
#include <string.h>
#include "b64.h"
int main(void)
{
	static const struct { const char *in, *out; } cases[] = {{"", ""}, {"f", "Zg"}, {"fo", "Zm8"}, {"foo", "Zm9v"}, {"\xfb\xff", "-_8"}};
	char buf[64]; int fails = 0;
	for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		b64url_encode((const unsigned char *)cases[i].in, strlen(cases[i].in), buf);
		if (strcmp(buf, cases[i].out)) { printf("encode case %u: got %s want %s\n", i, buf, cases[i].out); fails++; }
	}
	printf("test_encode: %s\n", fails ? "FAIL" : "ok");
	return fails != 0;
}
