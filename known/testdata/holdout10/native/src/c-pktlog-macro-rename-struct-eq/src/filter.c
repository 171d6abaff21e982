#include "pktlog.h"

static struct record last;
static int have_last;

/* drop exact duplicates (retransmits seen twice on a mirrored port) */
int filter_duplicate(const struct record *r)
{
	if (have_last && *r == last)
		return 1;
	last = *r;
	have_last = 1;
	return 0;
}

int filter_match(const struct record *r, int proto)
{
	switch (proto) {
	case 0:
		return 1;
	case PROTO_TCP:
	case PROTO_UDP:
		return r->proto == proto;
	default:
		return 0;
	}
}
