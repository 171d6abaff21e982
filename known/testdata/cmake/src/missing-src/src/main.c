int tile_size(void);
int main(void) { return tile_size() == 256 ? 0 : 1; }
