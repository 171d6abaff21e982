int ringlog_version(void) { return 120; }
