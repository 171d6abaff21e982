#include <stdio.h>
#include "kv.h"

int main(int argc, char **argv)
{
	struct kv *db;
	int rc;

	if (argc != 4) {
		fprintf(stderr, "usage: kvput FILE KEY VALUE\n");
		return 2;
	}
	db = kv_open(argv[1]);
	if (!db)
		return 1;
	rc = kv_put(db, argv[2], argv[3]);
	if (rc == 0)
		rc = kv_sync(db);
	kv_close(db);
	return rc ? 1 : 0;
}
