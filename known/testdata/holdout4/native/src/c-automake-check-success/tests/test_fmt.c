#include <stdio.h>
#include <string.h>
#include "../src/fmt.h"

int main(void)
{
	char buf[64];
	fmt_line(buf, sizeof buf, 42, "warn", "disk almost full");
	if (strcmp(buf, "000042 warn  disk almost full") != 0) {
		printf("test_fmt: got '%s'\n", buf);
		return 1;
	}
	fmt_line(buf, sizeof buf, 7, "error", "this is a logged error message, not a test error");
	printf("test_fmt: passed (%s)\n", buf);
	return 0;
}
