#ifndef CODEC_H
#define CODEC_H
#include <stddef.h>
#include <stdint.h>

struct frame {
	uint32_t magic;
	uint32_t len;
	uint32_t sum;
	const unsigned char *payload;
};

int frame_encode(const struct frame *f, unsigned char *out, size_t cap);
uint32_t codec_checksum(const unsigned char *p, size_t n);
size_t codec_compress(const unsigned char *in, size_t n, unsigned char *out, size_t cap);
#endif
