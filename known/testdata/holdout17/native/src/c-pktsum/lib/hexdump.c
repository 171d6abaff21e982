#include <stdio.h>
#include "pkt.h"

size_t pkt_hexdump(const struct pkt *p, char *dst, size_t cap)
{
	size_t used = 0;
	int i;

	for (i = 0; i < p->len && used + 3 < cap; i++)
		used += (size_t)snprintf(dst + used, cap - used, "%02x ", p->payload[i]);
	return used;
}
