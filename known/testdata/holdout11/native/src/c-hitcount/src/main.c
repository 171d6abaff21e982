#include <stdio.h>
#include "hitcount.h"
int main(void) { struct counter c; char b[64]; counter_init(&c); counter_hit(&c); report_line(b, sizeof b, &c); puts(b); return 0; }
