int metrics_x(void) { return 0; }
