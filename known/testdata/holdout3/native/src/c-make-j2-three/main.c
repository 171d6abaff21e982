#include <stdio.h>
#include <string.h>
#include "kv.h"

int main(int argc, char **argv)
{
	struct segment seg = { 0 };
	for (int i = 1; i < argc; i++) {
		struct entry e = { { (const unsigned char *)argv[i], strlen(argv[i]) },
				   { (const unsigned char *)"1", 1 }, (uint64_t)i };
		if (segment_put(&seg, e) != 0)
			return 1;
	}
	return manifest_write("MANIFEST", &seg, 1) ? 1 : 0;
}
