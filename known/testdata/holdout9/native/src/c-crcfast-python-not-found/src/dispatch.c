#include "crcfast.h"

const char *crcfast_impl(void) { return "slice-by-8"; }
