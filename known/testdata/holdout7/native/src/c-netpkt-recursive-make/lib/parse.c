#include "netpkt.h"

unsigned read_be16(const unsigned char *p);
unsigned long read_be32(const unsigned char *p);

int pkt_parse(const unsigned char *buf, size_t n, struct pkt *out)
{
    if (n < PKT_HDR_LEN)
        return -1;
    out->seq = read_be32(buf);
    out->flags = read_be16(buf + 4);
    out->len = read_be16(buf + 6);
    if (n - PKT_HDR_LEN < out->len)
        return -1;
    out->payload = buf + PKT_HDR_LEN;
    return 0;
}
