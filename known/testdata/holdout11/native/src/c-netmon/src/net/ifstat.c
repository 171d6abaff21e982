int ifstat_dummy(void) { return 0; }
