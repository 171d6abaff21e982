#include <stdio.h>
#include "missing.h"

int main(void) { return 0; }
