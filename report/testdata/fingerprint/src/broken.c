/* Two independent compile errors, for two runs of the same failure. */
#include "config.h"

int total(int n) { return n + missing; }
