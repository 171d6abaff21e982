#include "proto.h"

/* suback: running checksum state of the proto layer */
unsigned long proto_suback_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags)
{
	size_t i;

	if (flags & 0x100)
		st->sum = 0;
	for (i = 0; i < n; i++)
		st->sum = st->sum * 31 + in[i];
	st->calls++;
	return st->sum;
}
