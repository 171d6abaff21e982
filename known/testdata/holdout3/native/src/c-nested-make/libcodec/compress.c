#include <zstd.h>
#include "codec.h"

size_t codec_compress(const unsigned char *in, size_t n, unsigned char *out, size_t cap)
{
	size_t r = ZSTD_compress(out, cap, in, n, 3);
	return ZSTD_isError(r) ? 0 : r;
}
