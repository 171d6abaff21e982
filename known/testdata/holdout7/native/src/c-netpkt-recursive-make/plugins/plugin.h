#ifndef NETPKT_PLUGIN_H
#define NETPKT_PLUGIN_H
#include <stdio.h>

/* Every output plugin writes one record per packet. */
int plugin_emit(FILE *out, const unsigned char *data, size_t len, const char *label);
void hexdump_line(FILE *out, const unsigned char *data, size_t len);

#endif
