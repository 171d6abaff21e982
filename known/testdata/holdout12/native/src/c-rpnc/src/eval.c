#include <math.h>
#include "rpn.h"

int rpn_eval(const char *expr, double *out)
{
	struct token t;
	double a, b;

	stack_reset();
	for (;;) {
		expr = next_token(expr, &t);
		if (t.kind == TOK_END)
			break;
		if (t.kind == TOK_NUM) {
			if (stack_push(t.num))
				return -1;
			continue;
		}
		if (stack_pop(&b) || stack_pop(&a))
			return -2;
		switch (t.op) {
		case '+': a += b; break;
		case '-': a -= b; break;
		case '*': a *= b; break;
		case '/': a /= b; break;
		case '^': a = pow(a, b); break;
		default: return -3;
		}
		stack_push(a);
	}
	return stack_pop(out);
}
