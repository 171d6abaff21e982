#include "http.h"

int mime_ready(void) { return 1; }
