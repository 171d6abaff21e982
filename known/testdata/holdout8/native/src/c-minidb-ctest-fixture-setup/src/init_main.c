#include <stdio.h>
#include "db.h"

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: minidb-init DB SCHEMA\n");
		return 2;
	}
	if (db_create(argv[1], argv[2]) != 0)
		return 1;
	printf("created %s\n", argv[1]);
	return 0;
}
