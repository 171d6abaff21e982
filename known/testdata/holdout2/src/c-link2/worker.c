#include <stdio.h>
#include "config.h"
void worker_run(void) {
    const char *n = config_get("workers");
    printf("workers=%s\n", n);
    metrics_flush();
}
