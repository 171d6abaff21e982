/* The frame header; <stdint.h> was dropped from it in a clean-up of includes. */
#ifndef WIRE_H
#define WIRE_H

struct wire_header {
    uint32_t magic;
    uint16_t version;
    uint16_t length;
};

int wire_check(const struct wire_header *h);

#endif
