#include <stdio.h>
#include <string.h>
#include "calc.h"

int main(void)
{
	char line[512];

	while (fgets(line, sizeof line, stdin)) {
		struct value v;
		line[strcspn(line, "\n")] = '\0';
		if (!line[0])
			continue;
		v = parse_expr(line);
		if (v.ok)
			printf("%.10g\n", v.v);
		else
			printf("error: %s\n", v.err);
	}
	return 0;
}
