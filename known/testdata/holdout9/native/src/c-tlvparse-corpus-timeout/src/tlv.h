#ifndef TLV_H
#define TLV_H
#include <stddef.h>
#include <stdint.h>

/* tag u8, length varlen (1-4 bytes, 7 bits each), value; tags with bit 7 set are containers */
struct tlv {
	uint8_t tag;
	size_t len;
	const uint8_t *value;
};

typedef int (*tlv_visit)(const struct tlv *t, int depth, void *ctx);

int varlen_decode(const uint8_t *p, size_t n, size_t *len);
size_t varlen_encode(size_t len, uint8_t *out);
/* walks every element of buf, depth first; returns the number of elements or -1 */
long tlv_walk(const uint8_t *buf, size_t n, tlv_visit visit, void *ctx);
int schema_check(const uint8_t *buf, size_t n, char *err, size_t errcap);
#endif
