#include <string.h>
#include "minipack.h"

void mp_writer_init(mp_writer *w, uint8_t *buf, size_t cap)
{
	w->buf = buf;
	w->cap = cap;
	w->len = 0;
	w->error = 0;
}

static void put(mp_writer *w, const void *p, size_t n)
{
	if (w->error || w->len + n > w->cap) {
		w->error = 1;
		return;
	}
	memcpy(w->buf + w->len, p, n);
	w->len += n;
}

static void put_u8(mp_writer *w, uint8_t b) { put(w, &b, 1); }

static void put_be(mp_writer *w, uint64_t v, int bytes)
{
	uint8_t tmp[8];
	for (int i = 0; i < bytes; i++)
		tmp[i] = (uint8_t)(v >> (8 * (bytes - 1 - i)));
	put(w, tmp, bytes);
}

void mp_write_nil(mp_writer *w) { put_u8(w, 0xc0); }
void mp_write_bool(mp_writer *w, int v) { put_u8(w, v ? 0xc3 : 0xc2); }

void mp_write_uint(mp_writer *w, uint64_t v)
{
	if (v < 128) {
		put_u8(w, (uint8_t)v);
	} else if (v <= 0xff) {
		put_u8(w, 0xcc);
		put_be(w, v, 1);
	} else if (v <= 0xffff) {
		put_u8(w, 0xcd);
		put_be(w, v, 2);
	} else if (v <= 0xffffffff) {
		put_u8(w, 0xce);
		put_be(w, v, 4);
	} else {
		put_u8(w, 0xcf);
		put_be(w, v, 8);
	}
}

void mp_write_int(mp_writer *w, int64_t v)
{
	if (v >= 0) {
		mp_write_uint(w, (uint64_t)v);
	} else if (v >= -32) {
		put_u8(w, (uint8_t)v);
	} else {
		put_u8(w, 0xd3);
		put_be(w, (uint64_t)v, 8);
	}
}

void mp_write_double(mp_writer *w, double v)
{
	uint64_t bits;
	memcpy(&bits, &v, sizeof bits);
	put_u8(w, 0xcb);
	put_be(w, bits, 8);
}

void mp_write_str(mp_writer *w, const char *s, uint32_t len)
{
	if (len < 32) {
		put_u8(w, (uint8_t)(0xa0 | len));
	} else if (len <= 0xff) {
		put_u8(w, 0xd9);
		put_be(w, len, 1);
	} else {
		put_u8(w, 0xdb);
		put_be(w, len, 4);
	}
	put(w, s, len);
}

void mp_write_bin(mp_writer *w, const void *p, uint32_t len)
{
	put_u8(w, 0xc6);
	put_be(w, len, 4);
	put(w, p, len);
}

void mp_start_array(mp_writer *w, uint32_t n)
{
	if (n < 16) {
		put_u8(w, (uint8_t)(0x90 | n));
	} else {
		put_u8(w, 0xdd);
		put_be(w, n, 4);
	}
}

void mp_start_map(mp_writer *w, uint32_t n)
{
	if (n < 16) {
		put_u8(w, (uint8_t)(0x80 | n));
	} else {
		put_u8(w, 0xdf);
		put_be(w, n, 4);
	}
}
