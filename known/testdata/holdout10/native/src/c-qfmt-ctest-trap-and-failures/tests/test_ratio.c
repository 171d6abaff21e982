#include <stdio.h>
int main(void) { puts("ratio: 4 checks ok"); return 0; }
