int sockutil_dummy(void) { return 0; }
