#include <stdio.h>
#include "options.h"
#include "log.h"

size_t scan_tree(void);
void report(size_t groups);

int main(int argc, char **argv)
{
    if (parse_options(argc, argv) != 0) {
        log_flush();
        return 2;
    }
    report(scan_tree());
    return 0;
}
