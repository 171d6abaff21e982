#include "http.h"

int request_ready(void) { return 1; }
