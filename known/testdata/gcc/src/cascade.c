int f(void) { return y; }
int g(void) { return y + z; }
int main(void) { undeclared(); return x; }
