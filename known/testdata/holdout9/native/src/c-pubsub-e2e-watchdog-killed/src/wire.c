#include <string.h>
#include <unistd.h>

#include "pubsub.h"

size_t wire_encode(const struct frame *f, uint8_t *out, size_t cap)
{
	size_t tl = strlen(f->topic);
	if (tl > 255 || 4 + tl + f->len > cap)
		return 0;
	out[0] = f->type;
	out[1] = (uint8_t)tl;
	out[2] = f->len >> 8;
	out[3] = f->len & 0xff;
	memcpy(out + 4, f->topic, tl);
	memcpy(out + 4 + tl, f->payload, f->len);
	return 4 + tl + f->len;
}

long wire_decode(const uint8_t *in, size_t n, struct frame *f)
{
	if (n < 4)
		return 0;
	size_t tl = in[1], pl = (size_t)in[2] << 8 | in[3];
	if (pl > sizeof f->payload)
		return -1;
	if (n < 4 + tl + pl)
		return 0;
	f->type = in[0];
	memcpy(f->topic, in + 4, tl);
	f->topic[tl] = '\0';
	memcpy(f->payload, in + 4 + tl, pl);
	f->len = (uint16_t)pl;
	return (long)(4 + tl + pl);
}

static int read_full(int fd, uint8_t *p, size_t n)
{
	while (n) {
		ssize_t r = read(fd, p, n);
		if (r <= 0)
			return -1;
		p += r;
		n -= r;
	}
	return 0;
}

int wire_read_frame(int fd, struct frame *f)
{
	uint8_t buf[4 + 255 + 4096];
	if (read_full(fd, buf, 4) < 0)
		return -1;
	size_t rest = buf[1] + ((size_t)buf[2] << 8 | buf[3]);
	if (rest > sizeof buf - 4 || read_full(fd, buf + 4, rest) < 0)
		return -1;
	return wire_decode(buf, 4 + rest, f) > 0 ? 0 : -1;
}

int wire_write_frame(int fd, const struct frame *f)
{
	uint8_t buf[4 + 255 + 4096];
	size_t n = wire_encode(f, buf, sizeof buf);
	return n && write(fd, buf, n) == (ssize_t)n ? 0 : -1;
}
