int tile_size(void) { return 256; }
