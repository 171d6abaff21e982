#ifndef PKTLOG_H
#define PKTLOG_H
#include <stddef.h>
#include <stdint.h>
#include "config.h"

enum proto { PROTO_TCP = 6, PROTO_UDP = 17, PROTO_ICMP = 1 };

struct record {
	uint32_t ts;
	uint8_t proto;
	uint16_t len;
	unsigned char data[LOG_BUF_MAX];
};

struct ring {
	struct record slots[RING_SLOTS];
	size_t head, tail;
};

int config_load(const char *path);
int read_record(int fd, struct record *r);
int write_record(int fd, const struct record *r);
void ring_init(struct ring *r);
int ring_push(struct ring *r, const struct record *rec);
int filter_match(const struct record *r, int proto);
#endif
