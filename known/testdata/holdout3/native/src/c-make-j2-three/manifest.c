#include <stdio.h>
#include "kv.h"

int manifest_write(const char *path, const struct segment *segs, size_t n)
{
	FILE *f = fopen(path, "w");
	if (!f)
		return -1;
	for (size_t i = 0; i < n; i++)
		fprintf(f, "segment %zu entries %zu seq %llu-%llu\n", i, segs[i].n,
			(unsigned long long)segs[i].min_seq,
			(unsigned long long)segs[i].max_seq);
	for (size_t i = 0; i < n; i++)
		total += segs[i].n;
	fprintf(f, "total %zu\n", total);
	return fclose(f);
}
