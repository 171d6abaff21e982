#include <stdio.h>
#include <string.h>
#include "qfmt.h"
int main(void)
{
	char b[32];
	fmt_bytes(b, sizeof b, 512); if (strcmp(b, "512 B")) return 1;
	fmt_bytes(b, sizeof b, 1536); if (strcmp(b, "1.5 KiB")) return 1;
	puts("bytes: 2 checks ok");
	return 0;
}
