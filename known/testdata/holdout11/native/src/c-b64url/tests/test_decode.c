#include <stdio.h>
#include <string.h>
#include "b64.h"
int main(void)
{
	unsigned char buf[64];
	long n = b64url_decode("Zm9v", buf);
	if (n != 3 || memcmp(buf, "foo", 3)) { puts("test_decode: FAIL foo"); return 1; }
	/* '=' padding is not url-safe base64: must be rejected */
	n = b64url_decode("Zg==", buf);
	printf("test_decode: padded input -> %ld (error expected)\n", n);
	return n != -1;
}
