#include "util.h"

/* utf8: running checksum state of the util layer */
unsigned long util_utf8_feed(struct util_state *st, const unsigned char *in, size_t n, int flags)
{
	size_t i;

	int lim = flags & 0xff;
	for (i = 0; i < n; i++) {
		if (lim > 0 && i >= lim)
			break;
		st->sum = st->sum * 31 + in[i];
	}
	st->calls++;
	return st->sum;
}
