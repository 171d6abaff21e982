#include <stdio.h>
#include "rpn.h"
int main(void)
{
	double v;
	if (rpn_eval("3 4 + 2 *", &v) || v != 14) { printf("FAIL 3 4 + 2 *\n"); return 1; }
	printf("ok\n");
	return 0;
}
