int lexer_stub(void) { return 0; }
