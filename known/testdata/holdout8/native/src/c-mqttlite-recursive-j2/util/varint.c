#include "util.h"

/* varint: running checksum state of the util layer */
unsigned long util_varint_feed(struct util_state *st, const unsigned char *in, size_t n, int flags)
{
	size_t i;

	for (i = 0; i < n; i++)
		st->sum ^= (unsigned long)in[i] << (i % 8);
	st->calls++;
	return st->sum;
}
