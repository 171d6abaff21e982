#include <stdio.h>
#include "conf.h"

int main(int argc, char **argv)
{
	struct conf c;

	if (argc != 2) {
		fprintf(stderr, "usage: confcheck FILE\n");
		return 2;
	}
	conf_defaults(&c);
	if (conf_load(&c, argv[1]) == -1) {
		perror(argv[1]);
		return 1;
	}
	printf("%s: port=%d workers=%d name=%s\n", argv[1], c.port, c.workers, c.name);
	return 0;
}
