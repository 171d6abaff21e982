#include <stdlib.h>
#include <string.h>
#include "options.h"
#include "log.h"

int parse_options(int argc, char **argv)
{
    opts.root = ".";
    opts.min_size = 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-L") == 0)
            opts.follow_links = true;
        else if (strcmp(argv[i], "-q") == 0)
            opts.quiet = true;
        else if (strncmp(argv[i], "--min=", 6) == 0)
            opts.min_size = strtoul(argv[i] + 6, NULL, 10);
        else if (argv[i][0] == '-') {
            log_msg("unknown option %s\n", argv[i]);
            return -1;
        } else
            opts.root = argv[i];
    }
    return 0;
}
