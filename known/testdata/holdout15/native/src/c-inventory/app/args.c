#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int parse_args(int argc, char **argv, const char **path, int *threshold)
{
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-t") == 0 && i + 1 < argc)
			*threshold = atoi(argv[++i]);
		else if (argv[i][0] == '-') {
			fprintf(stderr, "usage: %s [-t N] [file.csv]\n", argv[0]);
			return -1;
		} else
			*path = argv[i];
	}
	return 0;
}
