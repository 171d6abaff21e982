#ifndef PKT_H
#define PKT_H
#include <stddef.h>
#include <stdint.h>

enum pkt_kind { PKT_DATA, PKT_ACK, PKT_PING, PKT_CLOSE };

struct pkt {
	enum pkt_kind kind;
	uint16_t len;
	const uint8_t *payload;
};

uint16_t pkt_checksum(const uint8_t *buf, size_t n);
const char *pkt_kind_name(enum pkt_kind k);
int pkt_parse(const uint8_t *buf, size_t n, struct pkt *out);
size_t pkt_hexdump(const struct pkt *p, char *dst, size_t cap);

#endif
