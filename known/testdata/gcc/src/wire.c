#include "wire.h"

int wire_check(const struct wire_header *h)
{
    if (h->magic != 0x57495245u)
        return -1;
    return h->length > 4096 ? -2 : 0;
}

int wire_version(const struct wire_header *h)
{
    return h->verison;
}
