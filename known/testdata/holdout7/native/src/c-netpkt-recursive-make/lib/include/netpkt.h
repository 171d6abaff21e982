#ifndef NETPKT_H
#define NETPKT_H

#include "pkt.h"

int pkt_parse(const unsigned char *buf, size_t n, struct pkt *out);
size_t pkt_frame(const struct pkt *p, unsigned char *out, size_t cap);
unsigned pkt_checksum(const unsigned char *buf, size_t n);

#endif
