#include "pkt.h"

int pkt_parse(const uint8_t *buf, size_t n, struct pkt *out)
{
	if (n < 5)
		return -1;
	if (buf[0] > PKT_CLOSE)
		return -2;
	out->kind = (enum pkt_kind)buf[0];
	out->len = (uint16_t)(buf[1] << 8 | buf[2]);
	if ((size_t)out->len + 5 > n)
		return -3;
	out->payload = buf + 3;
	/* trailer: checksum of the payload, seeded with the kind */
	if (pkt_checksum(out->payload, out->len, buf[0]) != (uint16_t)(buf[n - 2] << 8 | buf[n - 1]))
		return -4;
	return 0;
}
