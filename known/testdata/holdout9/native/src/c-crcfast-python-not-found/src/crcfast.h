#ifndef CRCFAST_H
#define CRCFAST_H
#include <stddef.h>
#include <stdint.h>
uint32_t crc32_update(uint32_t crc, const void *buf, size_t n);
uint64_t crc64_update(uint64_t crc, const void *buf, size_t n);
const char *crcfast_impl(void);
#endif
