#include "proto.h"

/* retain: running checksum state of the proto layer */
unsigned long proto_retain_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags)
{
	size_t i;

	for (i = 0; i < n; i++)
		st->sum ^= (unsigned long)in[i] << (i % 8);
	st->calls++;
	return st->sum;
}
