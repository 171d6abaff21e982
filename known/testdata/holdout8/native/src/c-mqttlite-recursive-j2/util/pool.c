#include "util.h"

/* pool: running checksum state of the util layer */
unsigned long util_pool_feed(struct util_state *st, const unsigned char *in, size_t n, int flags)
{
	size_t i;

	if (flags & 0x100)
		st->sum = 0;
	for (i = 0; i < n; i++)
		st->sum = st->sum * 31 + in[i];
	st->calls++;
	return st->sum;
}
