#include <stdio.h>
#include "sigma.h"
int main(void) { double v[] = { 5, 1, 4, 2 }; printf("median: %g (ok)\n", sg_median(v, 4)); return sg_median(v, 4) != 3; }
