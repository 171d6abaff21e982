#ifndef NETPKT_PKT_H
#define NETPKT_PKT_H

#include <stddef.h>

/* One decoded packet: a fixed header and a view into the receive buffer. */
struct pkt {
    uint32_t seq;
    uint16_t flags;
    uint16_t len;
    const unsigned char *payload;
};

#define PKT_HDR_LEN 8

#endif
