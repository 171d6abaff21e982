#include "rpn.h"
static double st[64];
static int top;
int stack_push(double v) { if (top == 64) return -1; st[top++] = v; return 0; }
int stack_pop(double *v) { if (top == 0) return -1; *v = st[--top]; return 0; }
void stack_reset(void) { top = 0; }
