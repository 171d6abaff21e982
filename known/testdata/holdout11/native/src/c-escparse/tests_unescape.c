#include <stdio.h>
#include <string.h>
size_t unescape(const char *in, size_t n, char *out);
int main(void)
{
	char out[64];
	size_t n = unescape("a\\tb\\x41", 8, out);
	int ok = n == 4 && memcmp(out, "a\tbA", 4) == 0;
	printf("test_unescape: %s\n", ok ? "ok" : "FAIL");
	return !ok;
}
