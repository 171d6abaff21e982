#include <stdio.h>
#include <string.h>
#include "csvsum.h"
int main(void)
{
	char line[] = "a,,c\n";
	char *f[8];
	int n = csv_split(line, f, 8);
	if (n != 3 || strcmp(f[0], "a") || strcmp(f[1], "") || strcmp(f[2], "c")) {
		printf("split: got %d fields\n", n);
		return 1;
	}
	puts("split: ok");
	return 0;
}
