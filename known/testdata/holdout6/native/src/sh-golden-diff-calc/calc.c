/* calc: reads one infix expression per line, prints its value */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

static const char *p;
static int err;

static double expr(void);

static void skip(void) { while (*p == ' ' || *p == '\t') p++; }

static double primary(void)
{
	skip();
	if (*p == '(') {
		p++;
		double v = expr();
		skip();
		if (*p == ')')
			p++;
		else
			err = 1;
		return v;
	}
	if (*p == '-') {
		p++;
		return -primary();
	}
	char *end;
	double v = strtod(p, &end);
	if (end == p)
		err = 1;
	p = end;
	return v;
}

/* bug: * and / are parsed at the same level as + and -, left to right */
static double expr(void)
{
	double v = primary();
	for (;;) {
		skip();
		char op = *p;
		if (op != '+' && op != '-' && op != '*' && op != '/')
			return v;
		p++;
		double r = primary();
		switch (op) {
		case '+': v += r; break;
		case '-': v -= r; break;
		case '*': v *= r; break;
		case '/':
			if (r == 0) {
				err = 2;
				return 0;
			}
			v /= r;
			break;
		}
	}
}

int main(void)
{
	char line[256];
	while (fgets(line, sizeof line, stdin)) {
		p = line;
		err = 0;
		double v = expr();
		skip();
		if (*p != '\n' && *p != '\0')
			err = 1;
		if (err == 2)
			printf("error: division by zero\n");
		else if (err)
			printf("error: syntax\n");
		else
			printf("%g\n", v);
	}
	return 0;
}
