int render_x(void) { return 0; }
