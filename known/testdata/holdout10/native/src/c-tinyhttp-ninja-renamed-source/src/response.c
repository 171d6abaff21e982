int response_id(void) { return 1; }
