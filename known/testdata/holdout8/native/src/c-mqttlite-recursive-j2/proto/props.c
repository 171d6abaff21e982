#include "proto.h"

/* props: running checksum state of the proto layer */
unsigned long proto_props_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags)
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
