#include <stdio.h>
#include "humanize.h"
int main(void)
{
	unsigned long long v;
	if (parse_bytes("4 KiB", &v) != 0 || v != 4096) { printf("FAIL parse_bytes(\"4 KiB\")\n"); return 1; }
	if (parse_bytes("12 parsecs", &v) != -1) { printf("FAIL parse_bytes accepted a bad unit\n"); return 1; }
	printf("ok   parse_bytes: 2 cases\n");
	return 0;
}
