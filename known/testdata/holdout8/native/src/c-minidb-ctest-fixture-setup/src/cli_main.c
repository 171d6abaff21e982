#include <stdio.h>
#include <string.h>
#include "db.h"

int main(int argc, char **argv)
{
	char val[256];

	if (argc >= 5 && strcmp(argv[2], "put") == 0)
		return db_put(argv[1], argv[3], argv[4]) ? 1 : 0;
	if (argc >= 4 && strcmp(argv[2], "get") == 0) {
		if (db_get(argv[1], argv[3], val, sizeof val) != 0)
			return 1;
		puts(val);
		return 0;
	}
	if (argc >= 3 && strcmp(argv[2], "count") == 0) {
		long n = db_count(argv[1]);
		if (n < 0)
			return 1;
		printf("%ld\n", n);
		return 0;
	}
	fprintf(stderr, "usage: minidb-cli DB put KEY VAL | get KEY | count\n");
	return 2;
}
