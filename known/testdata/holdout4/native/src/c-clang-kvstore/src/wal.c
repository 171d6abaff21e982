/* wal.c: write-ahead log header handling */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

static int wal_check(const struct kv_item *it, int max)
{
	return it->len < max;
}

int wal_write_header(FILE *f, unsigned long long lsn)
{
	struct wal_header h;
	memset(&h, 0, sizeof(struct wal_header));
	h.magic = WAL_MAGIC;
	h.version = 2;
	h.first_lsn = lsn;
	return fwrite(&h, sizeof h, 1, f) == 1 ? 0 : -1;
}
