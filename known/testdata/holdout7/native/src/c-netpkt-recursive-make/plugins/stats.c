#include <stdio.h>
#include "plugin.h"

static unsigned long packets, bytes;

int stats_record(FILE *out, const unsigned char *data, size_t len)
{
    packets++;
    bytes += len;
    if (packets % 1000 == 0)
        return plugin_emit(out, data, len, "sample", packets);
    return 0;
}

void stats_print(FILE *out)
{
    fprintf(out, "%lu packets, %lu bytes\n", packets, bytes);
}
