#include <stdio.h>
#include "netpkt.h"
#include "plugin.h"

int main(void)
{
    unsigned char buf[2048];
    size_t n = fread(buf, 1, sizeof buf, stdin);
    struct pkt p;
    if (pkt_parse(buf, n, &p) != 0) {
        fprintf(stderr, "pktcat: short packet\n");
        return 1;
    }
    return plugin_emit(stdout, p.payload, p.len, "payload");
}
