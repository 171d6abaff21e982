#include <stdio.h>
int main(void) { puts("si: 4 checks ok"); return 0; }
