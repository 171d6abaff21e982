int parser_stub(void) { return 0; }
