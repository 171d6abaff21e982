#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* the string pool used by the cache's key interning: tested on its own */
static char pool[256];
static size_t used;

static const char *intern(const char *s)
{
	size_t n = strlen(s) + 1;
	if (used + n > sizeof pool)
		return NULL;
	memcpy(pool + used, s, n);
	used += n;
	return pool + used - n;
}

int main(void)
{
	int count = 0, failures = 0;
	const char *a = intern("alpha"), *b = intern("beta");
	printf("# string pool tests\n");
	printf("%s %d - interned strings keep their text\n",
	       strcmp(a, "alpha") == 0 && strcmp(b, "beta") == 0 ? "ok" : "not ok", ++count);
	printf("%s %d - strings do not overlap\n", b > a + 5 ? "ok" : "not ok", ++count);
	char big[300];
	memset(big, 'x', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	printf("%s %d - an oversized string is refused\n", intern(big) == NULL ? "ok" : "not ok", ++count);
	printf("1..%d\n", count);
	return failures;
}
