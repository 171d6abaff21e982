#include <stdio.h>
#include <stdlib.h>
#include "feedpoll.h"

int main(int argc, char **argv)
{
	struct body b = {0};
	if (argc < 2) {
		fprintf(stderr, "usage: feedpoll URL\n");
		return 2;
	}
	if (with_retry(argv[1], &b, 3) != 0)
		return 1;
	fwrite(b.data, 1, b.len, stdout);
	free(b.data);
	return 0;
}
