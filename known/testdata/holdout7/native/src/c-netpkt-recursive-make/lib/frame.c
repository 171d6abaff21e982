#include <string.h>
#include "netpkt.h"

void write_be16(unsigned char *p, unsigned v);

size_t pkt_frame(const struct pkt *p, unsigned char *out, size_t cap)
{
    if (cap < PKT_HDR_LEN + p->len)
        return 0;
    out[0] = p->seq >> 24; out[1] = p->seq >> 16; out[2] = p->seq >> 8; out[3] = p->seq;
    write_be16(out + 4, p->flags);
    write_be16(out + 6, p->len);
    memcpy(out + PKT_HDR_LEN, p->payload, p->len);
    return PKT_HDR_LEN + p->len;
}
