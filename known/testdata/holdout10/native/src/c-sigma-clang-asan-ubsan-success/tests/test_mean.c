#include <stdio.h>
#include "sigma.h"
int main(void) { double v[] = { 1, 2, 3, 4 }; printf("mean: %g (ok)\n", sg_mean(v, 4)); return sg_mean(v, 4) != 2.5; }
