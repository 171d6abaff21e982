#ifndef CRC_H
#define CRC_H
#include <stddef.h>
#include <stdint.h>

uint32_t crc32_update(uint32_t crc, const unsigned char *buf, size_t len);
uint32_t adler32_update(uint32_t a, const unsigned char *buf, size_t len);

#endif
