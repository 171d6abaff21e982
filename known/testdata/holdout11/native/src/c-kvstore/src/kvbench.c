#include <stdio.h>
#include "kv.h"
int main(void) { char k[32]; for (int i = 0; i < 100000; i++) { snprintf(k, sizeof k, "k%d", i); kv_set(k, "v"); } puts("done"); return 0; }
