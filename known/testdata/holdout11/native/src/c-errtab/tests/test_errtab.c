#include <stdio.h>
#include <string.h>
#include "errtab.h"
int main(void)
{
	char buf[128];
	errtab_format(buf, sizeof buf, 2, "line 4");
	if (strcmp(buf, "EPARSE (2): parse error: line 4") != 0) { printf("FAIL: %s\n", buf); return 1; }
	puts("ok");
	return 0;
}
