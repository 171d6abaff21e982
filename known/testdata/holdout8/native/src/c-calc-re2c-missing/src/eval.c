#include <math.h>
#include <string.h>
#include "calc.h"

double eval_func(const char *name, int len, double arg, int *ok)
{
	static const struct { const char *n; double (*f)(double); } fns[] = {
		{ "sin", sin }, { "cos", cos }, { "tan", tan }, { "sqrt", sqrt },
		{ "ln", log }, { "exp", exp }, { "abs", fabs },
	};
	size_t i;

	for (i = 0; i < sizeof fns / sizeof fns[0]; i++) {
		if ((int)strlen(fns[i].n) == len && strncmp(fns[i].n, name, len) == 0) {
			*ok = 1;
			return fns[i].f(arg);
		}
	}
	*ok = 0;
	return 0;
}
