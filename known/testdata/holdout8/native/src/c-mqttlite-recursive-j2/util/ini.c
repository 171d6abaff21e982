#include "util.h"

/* ini: running checksum state of the util layer */
unsigned long util_ini_feed(struct util_state *st, const unsigned char *in, size_t n, int flags)
{
	size_t i;

	unsigned long prev = st->sum;
	for (i = 0; i < n; i++)
		st->sum = st->sum * 31 + in[i];
	st->calls++;
	return st->sum;
}
