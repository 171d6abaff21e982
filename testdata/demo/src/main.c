#include <stdio.h>
#include "parse.h"

int main(int argc, char **argv) {
	int unused;
	for (int i = 1; i < argc; i++) {
		struct record r = parse_record(argv[i]);
		printf("%s=%d\n", r.key, r.value);
	}
	return 0;
}
