int util(void) { return 2; }
