#include <math.h>
#include <string.h>
#include "calc.h"

struct parser {
	struct lexer lx;
	enum tok t;
};

static void next(struct parser *p) { p->t = lex(&p->lx); }
static struct value expr(struct parser *p);

static struct value primary(struct parser *p)
{
	struct value v;

	switch (p->t) {
	case T_NUM:
		v = value_num(p->lx.num);
		next(p);
		return v;
	case T_MINUS:
		next(p);
		v = primary(p);
		v.v = -v.v;
		return v;
	case T_LPAREN:
		next(p);
		v = expr(p);
		if (p->t != T_RPAREN)
			return value_err("expected )");
		next(p);
		return v;
	case T_IDENT: {
		const char *name = p->lx.tok;
		int len = (int)(p->lx.cur - p->lx.tok), ok;
		next(p);
		if (p->t != T_LPAREN)
			return value_err("expected ( after function name");
		v = primary(p);
		if (!v.ok)
			return v;
		v.v = eval_func(name, len, v.v, &ok);
		return ok ? v : value_err("unknown function");
	}
	default:
		return value_err("unexpected token");
	}
}

static struct value power(struct parser *p)
{
	struct value a = primary(p), b;

	if (a.ok && p->t == T_CARET) {
		next(p);
		b = power(p);
		if (!b.ok)
			return b;
		a.v = pow(a.v, b.v);
	}
	return a;
}

static struct value term(struct parser *p)
{
	struct value a = power(p), b;

	while (a.ok && (p->t == T_STAR || p->t == T_SLASH)) {
		enum tok op = p->t;
		next(p);
		b = power(p);
		if (!b.ok)
			return b;
		a.v = op == T_STAR ? a.v * b.v : a.v / b.v;
	}
	return a;
}

static struct value expr(struct parser *p)
{
	struct value a = term(p), b;

	while (a.ok && (p->t == T_PLUS || p->t == T_MINUS)) {
		enum tok op = p->t;
		next(p);
		b = term(p);
		if (!b.ok)
			return b;
		a.v = op == T_PLUS ? a.v + b.v : a.v - b.v;
	}
	return a;
}

struct value parse_expr(const char *src)
{
	struct parser p;
	struct value v;

	p.lx.cur = src;
	p.lx.lim = src + strlen(src);
	next(&p);
	v = expr(&p);
	if (v.ok && p.t != T_END)
		return value_err("trailing input");
	return v;
}
