#include <string.h>

/* Small helpers for reading big-endian fields out of a receive buffer. */
unsigned read_be16(const unsigned char *p) { return (unsigned)p[0] << 8 | p[1]; }

unsigned long read_be32(const unsigned char *p)
{
    return (unsigned long)p[0] << 24 | (unsigned long)p[1] << 16 | (unsigned long)p[2] << 8 | p[3];
}

void write_be16(unsigned char *p, unsigned v) { p[0] = v >> 8; p[1] = v & 0xff; }
