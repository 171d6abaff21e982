#include <stdlib.h>
#include "expr.h"

struct parser { const struct token *t; int pos, n; };

static struct node *mk(enum tok_kind op, double v, struct node *l, struct node *r)
{
    struct node *n = calloc(1, sizeof *n);
    n->op = op; n->value = v; n->lhs = l; n->rhs = r;
    return n;
}

static struct node *expr(struct parser *p);

static struct node *primary(struct parser *p)
{
    const struct token *t = &p->t[p->pos];
    if (t->kind == TOK_NUM) { p->pos++; return mk(TOK_NUM, t->value, NULL, NULL); }
    if (t->kind == TOK_LPAREN) {
        p->pos++;
        struct node *e = expr(p);
        if (p->t[p->pos].kind == TOK_RPAREN) p->pos++;
        return e;
    }
    return NULL; /* unexpected token */
}

static struct node *term(struct parser *p)
{
    struct node *l = primary(p);
    while (p->t[p->pos].kind == TOK_STAR || p->t[p->pos].kind == TOK_SLASH) {
        enum tok_kind op = p->t[p->pos++].kind;
        l = mk(op, 0, l, primary(p));
    }
    return l;
}

static struct node *expr(struct parser *p)
{
    struct node *l = term(p);
    while (p->t[p->pos].kind == TOK_PLUS || p->t[p->pos].kind == TOK_MINUS) {
        enum tok_kind op = p->t[p->pos++].kind;
        l = mk(op, 0, l, term(p));
    }
    return l;
}

struct node *parse(const struct token *toks, int n)
{
    struct parser p = { toks, 0, n };
    return expr(&p);
}

double eval(const struct node *n)
{
    switch (n->op) {
    case TOK_PLUS: return eval(n->lhs) + eval(n->rhs);
    case TOK_MINUS: return eval(n->lhs) - eval(n->rhs);
    case TOK_STAR: return eval(n->lhs) * eval(n->rhs);
    case TOK_SLASH: return eval(n->lhs) / eval(n->rhs);
    default: return n->value;
    }
}

void free_tree(struct node *n)
{
    if (!n) return;
    free_tree(n->lhs);
    free_tree(n->rhs);
    free(n);
}
