#include <stdio.h>
#include "pkt.h"

int main(void)
{
	static const uint8_t frame[] = { PKT_DATA, 0, 4, 'p', 'i', 'n', 'g' };
	struct pkt p;
	char hex[64];

	if (pkt_parse(frame, sizeof frame, &p) != 0)
		return 1;
	pkt_hexdump(&p, hex, sizeof hex);
	printf("%s %u: %s\n", pkt_kind_name(p.kind), p.len, hex);
	return 0;
}
