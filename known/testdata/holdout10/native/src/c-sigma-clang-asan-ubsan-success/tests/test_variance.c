#include <math.h>
#include <stdio.h>
#include "sigma.h"
int main(void) { double v[] = { 2, 4, 4, 4, 5, 5, 7, 9 }; double s = sg_variance(v, 8); printf("variance: %g (ok)\n", s); return fabs(s - 4.571428) > 1e-5; }
