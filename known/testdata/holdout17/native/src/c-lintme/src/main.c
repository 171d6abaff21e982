#include <stdio.h>
#include "rle.h"

int main(int argc, char **argv)
{
	char buf[256];
	for (int i = 1; i < argc; i++) {
		rle_encode(argv[i], buf, sizeof buf);
		puts(buf);
	}
	return 0;
}
