#include "ringbuf.h"

int frame_put(struct ringbuf *rb, const void *payload, uint16_t len)
{
	uint8_t hdr[2] = { (uint8_t)(len >> 8), (uint8_t)len };
	if (rb_space(rb) < sizeof hdr + len)
		return -1;
	rb_write(rb, hdr, sizeof hdr);
	rb_write(rb, payload, len);
	return 0;
}

int frame_get(struct ringbuf *rb, void *out, size_t cap)
{
	uint8_t hdr[2];
	size_t len;
	if (rb_peek(rb, hdr, sizeof hdr) < sizeof hdr)
		return 0;
	len = (size_t)hdr[0] << 8 | hdr[1];
	if (len > cap)
		return -1;
	if (rb_used(rb) < sizeof hdr + len)
		return 0;
	rb_skip(rb, sizeof hdr);
	rb_read(rb, out, len);
	return (int)len;
}
