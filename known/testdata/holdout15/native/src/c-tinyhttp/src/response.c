#include "http.h"

int response_ready(void) { return 1; }
