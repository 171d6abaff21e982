#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
	char buf[64] = "";
	FILE *p = popen("./build/upcase --version", "r");
	if (!p || !fgets(buf, sizeof buf, p)) {
		printf("test_args: cannot run upcase\n");
		return 1;
	}
	pclose(p);
	printf("test_args: %s", strncmp(buf, "upcase ", 7) == 0 ? "ok\n" : "FAIL\n");
	return strncmp(buf, "upcase ", 7) != 0;
}
