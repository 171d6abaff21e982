#ifndef MSGBUS_H
#define MSGBUS_H
#include <stddef.h>
#include <stdint.h>

struct bus;
struct bus *bus_open(const char *name, size_t queue_len);
void bus_close(struct bus *b);
int bus_post(struct bus *b, uint16_t type, const void *msg);
size_t codec_encoded_len(uint16_t type, const void *msg);
int dispatch_one(struct bus *b, uint16_t type, const void *msg);
size_t encode_varint(uint8_t *out, uint64_t v);
int topic_match(const char *pattern, const char *topic);
#endif
