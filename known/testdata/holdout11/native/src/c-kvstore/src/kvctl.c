#include <stdio.h>
#include <string.h>
#include "kv.h"
int main(int argc, char **argv)
{
	if (argc == 4 && !strcmp(argv[1], "set")) { kv_set(argv[2], argv[3]); printf("%s\n", kv_get(argv[2])); return 0; }
	fprintf(stderr, "usage: kvctl set KEY VALUE\n");
	return 2;
}
