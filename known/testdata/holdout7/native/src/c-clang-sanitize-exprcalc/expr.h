#ifndef EXPR_H
#define EXPR_H

enum tok_kind { TOK_NUM, TOK_PLUS, TOK_MINUS, TOK_STAR, TOK_SLASH, TOK_LPAREN, TOK_RPAREN, TOK_EOF };

struct token { enum tok_kind kind; double value; };

int lex(const char *src, struct token *out, int max);
const char *tok_name(enum tok_kind k);

struct node {
    enum tok_kind op;
    double value;
    struct node *lhs, *rhs;
};

struct node *parse(const struct token *toks, int n);
double eval(const struct node *n);
void free_tree(struct node *n);

#endif
