#include <stdio.h>
#include <unistd.h>
int main(void) { puts("drain: waiting for workers"); fflush(stdout); for (;;) sleep(1); }
