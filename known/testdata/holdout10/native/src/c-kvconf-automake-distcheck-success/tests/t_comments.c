#include <stdio.h>
int main(void) { printf("comments: skipped (no comment support yet)\n"); return 77; }
