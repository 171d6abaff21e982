#include <string.h>

int parse_ops(int argc, char **argv, const char **ops, int max)
{
	int n = 0;
	for (int i = 3; i < argc && n < max; i++)
		if (strcmp(argv[i], "gray") == 0 || strcmp(argv[i], "flip") == 0 || strcmp(argv[i], "blur") == 0)
			ops[n++] = argv[i];
	return n;
}
