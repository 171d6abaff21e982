/* minipack 2.1.0: a small MessagePack writer */
#ifndef MINIPACK_H
#define MINIPACK_H
#include <stddef.h>
#include <stdint.h>

#define MINIPACK_VERSION "2.1.0"

typedef struct mp_writer {
	uint8_t *buf;
	size_t cap, len;
	int error;
} mp_writer;

void mp_writer_init(mp_writer *w, uint8_t *buf, size_t cap);
void mp_write_nil(mp_writer *w);
void mp_write_bool(mp_writer *w, int v);
void mp_write_int(mp_writer *w, int64_t v);
void mp_write_uint(mp_writer *w, uint64_t v);
void mp_write_double(mp_writer *w, double v);
/* 2.0: strings carry their length (they may hold NUL bytes) */
void mp_write_str(mp_writer *w, const char *s, uint32_t len);
void mp_write_bin(mp_writer *w, const void *p, uint32_t len);
void mp_start_array(mp_writer *w, uint32_t n);
void mp_start_map(mp_writer *w, uint32_t n);
#endif
