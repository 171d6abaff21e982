#include <string.h>
#include "config.h"
static char value[64];
int config_load(const char *path) { strncpy(value, path, sizeof value - 1); return 0; }
