#include <stdio.h>
#include "kv.h"

static int show(const char *k, const char *v, void *arg)
{
	int *n = arg;

	printf("%-20s %s\n", k, v);
	++*n;
	return 0;
}

int main(int argc, char **argv)
{
	struct kv *db;
	int n = 0;

	if (argc != 2) {
		fprintf(stderr, "usage: kvdump FILE\n");
		return 2;
	}
	db = kv_open(argv[1]);
	if (!db)
		return 1;
	kv_each(db, show, &n);
	fprintf(stderr, "%d keys\n", n);
	kv_close(db);
	return 0;
}
