#include <stdio.h>
#include "config.h"
int main(int argc, char **argv) {
    if (config_load(argc > 1 ? argv[1] : "app.conf") != 0) return 1;
    printf("listen=%s\n", config_get("listen"));
    metrics_flush();
    return 0;
}
