#include <stdlib.h>
#include "logship/logship.h"
#include "lz4_api.h"

int compress_batch(const struct batch *b, char **out, int *out_len)
{
	int bound = LZ4_compressBound(b->len);
	char *dst = malloc(bound);
	if (!dst)
		return -1;
	*out_len = LZ4_compress_default(b->buf, dst, b->len, bound);
	*out = dst;
	return *out_len > 0 ? 0 : -1;
}
