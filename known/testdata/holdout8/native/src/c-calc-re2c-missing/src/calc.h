#ifndef CALC_H
#define CALC_H

enum tok { T_END, T_NUM, T_IDENT, T_PLUS, T_MINUS, T_STAR, T_SLASH, T_CARET, T_LPAREN, T_RPAREN, T_ERR };

struct lexer {
	const char *cur, *tok, *lim;
	double num;
};

enum tok lex(struct lexer *lx);

struct value {
	int ok;
	double v;
	const char *err;
};

struct value value_num(double v);
struct value value_err(const char *msg);
struct value parse_expr(const char *src);
double eval_func(const char *name, int len, double arg, int *ok);

#endif
