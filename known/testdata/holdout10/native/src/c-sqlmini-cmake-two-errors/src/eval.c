int eval_stub(void) { return 0; }
