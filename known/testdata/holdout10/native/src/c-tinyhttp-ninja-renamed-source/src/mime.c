int mime_id(void) { return 1; }
