#include "netpkt.h"

unsigned pkt_checksum(const unsigned char *buf, size_t n)
{
    unsigned long sum = 0;
    for (size_t i = 0; i + 1 < n; i += 2)
        sum += (unsigned)buf[i] << 8 | buf[i + 1];
    if (n & 1)
        sum += (unsigned)buf[n - 1] << 8;
    while (sum >> 16)
        sum = (sum & 0xffff) + (sum >> 16);
    return (unsigned)~sum & 0xffff;
}
