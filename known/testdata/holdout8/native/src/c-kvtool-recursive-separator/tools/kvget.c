#include <stdio.h>
#include "kv.h"

int main(int argc, char **argv)
{
	struct kv *db;
	const char *v;

	if (argc != 3) {
		fprintf(stderr, "usage: kvget FILE KEY\n");
		return 2;
	}
	db = kv_open(argv[1]);
	if (!db)
		return 1;
	v = kv_get(db, argv[2]);
	if (v)
		puts(v);
	kv_close(db);
	return v ? 0 : 1;
}
