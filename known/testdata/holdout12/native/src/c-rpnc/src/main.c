#include <stdio.h>
#include "rpn.h"
int main(int argc, char **argv)
{
	double v;
	for (int i = 1; i < argc; i++) {
		if (rpn_eval(argv[i], &v) == 0)
			printf("%g\n", v);
		else
			fprintf(stderr, "rpnc: cannot evaluate '%s'\n", argv[i]);
	}
	return 0;
}
