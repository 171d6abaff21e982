#ifndef RPN_H
#define RPN_H
enum tok_kind { TOK_NUM, TOK_OP, TOK_END, TOK_BAD };
struct token { enum tok_kind kind; double num; char op; };
const char *next_token(const char *s, struct token *t);
int stack_push(double v);
int stack_pop(double *v);
void stack_reset(void);
int rpn_eval(const char *expr, double *out);
#endif
