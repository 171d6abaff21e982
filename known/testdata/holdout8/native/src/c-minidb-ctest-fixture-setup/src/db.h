#ifndef MINIDB_H
#define MINIDB_H
#include <stddef.h>
#include <stdint.h>

size_t varint_put(uint8_t *out, uint64_t v);
size_t varint_get(const uint8_t *in, size_t n, uint64_t *v);
uint32_t crc32c(uint32_t crc, const void *buf, size_t n);

int db_create(const char *path, const char *schema_path);
int db_put(const char *path, const char *key, const char *val);
int db_get(const char *path, const char *key, char *val, size_t n);
long db_count(const char *path);

#endif
