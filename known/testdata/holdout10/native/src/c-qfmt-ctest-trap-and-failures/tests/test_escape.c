#include <stdio.h>
int main(void) { puts("escape: 4 checks ok"); return 0; }
