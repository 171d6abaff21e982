#include <stdio.h>
#include "plugin.h"

void hexdump_line(FILE *out, const unsigned char *data, size_t len)
{
    for (size_t i = 0; i < len; i++)
        fprintf(out, "%02x%s", data[i], i + 1 < len ? " " : "\n");
}

int plugin_emit(FILE *out, const unsigned char *data, size_t len, const char *label)
{
    fprintf(out, "%s: ", label);
    hexdump_line(out, data, len);
    return 0;
}
