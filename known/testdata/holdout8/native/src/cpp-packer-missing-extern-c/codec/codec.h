/* codec.h - base64 and CRC-32 for the packer and the firmware loader */
#ifndef CODEC_H
#define CODEC_H

#include <stddef.h>
#include <stdint.h>

size_t b64_encoded_len(size_t n);
size_t b64_encode(const unsigned char *in, size_t n, char *out);
int b64_decode(const char *in, size_t n, unsigned char *out, size_t *outlen);

uint32_t crc32_update(uint32_t crc, const void *buf, size_t n);

#endif
