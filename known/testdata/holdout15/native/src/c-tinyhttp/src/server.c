#include "http.h"

int server_ready(void) { return 1; }
