#include <stdio.h>
#include "options.h"
#include "log.h"

void report(size_t groups)
{
    if (opts.quiet && groups == 0)
        return;
    printf("%zu duplicate group(s) under %s\n", groups, opts.root);
    log_flush();
}
