int strbuf_dummy(void) { return 0; }
