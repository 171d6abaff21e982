int timefmt_dummy(void) { return 0; }
