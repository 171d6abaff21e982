#include <stdio.h>
#include "options.h"
#include "log.h"

size_t scan_tree(void)
{
    if (!opts.quiet)
        log_msg("scanning %s (min %zu bytes)\n", opts.root, opts.min_size);
    return 0;
}
