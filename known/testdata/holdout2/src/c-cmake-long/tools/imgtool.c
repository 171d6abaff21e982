#include <stdio.h>
int main(void) { puts("imgtool"); return 0; }
