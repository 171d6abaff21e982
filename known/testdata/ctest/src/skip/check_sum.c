int main(void) { return 1 + 2 == 3 ? 0 : 1; }
