#include "msgbus.h"

size_t encode_varint(uint8_t *out, uint64_t v)
{
	size_t n = 0;
	do {
		uint8_t byte = v & 0x7f;
		v >>= 7;
		out[n++] = byte | (v ? 0x80 : 0);
	} while (v);
	return n;
}
