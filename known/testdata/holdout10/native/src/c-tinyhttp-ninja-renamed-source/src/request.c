int request_id(void) { return 1; }
