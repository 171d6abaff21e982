int foo(void);
int bar(int);

int main(void) { return foo() + bar(1) + foo(); }
