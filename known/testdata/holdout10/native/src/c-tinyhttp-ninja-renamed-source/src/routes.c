int routes_id(void) { return 1; }
