#include <ctype.h>
#include <stdlib.h>
#include "rpn.h"

const char *next_token(const char *s, struct token *t)
{
	char *end;

	while (isspace((unsigned char)*s))
		s++;
	if (!*s) {
		t->kind = TOK_END;
		return s;
	}
	t->num = strtod(s, &end);
	if (end != s) {
		t->kind = TOK_NUM;
		return end;
	}
	t->kind = TOK_OP;
	t->op = *s;
	return s + 1;
}
