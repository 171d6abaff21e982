#include <stdio.h>
#include <stdlib.h>
#include "syscalls.h"
#include "vm.h"

int load_program(const char *path, unsigned char **code, size_t *len)
{
	FILE *f = fopen(path, "rb");
	long n;
	if (!f)
		return -1;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	*code = malloc(n > 0 ? n : 1);
	*len = fread(*code, 1, n, f);
	fclose(f);
	return SYS_COUNT > 0 ? 0 : -1;
}
