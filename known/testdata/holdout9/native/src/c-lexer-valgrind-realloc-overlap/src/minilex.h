#ifndef MINILEX_H
#define MINILEX_H
#include <stddef.h>

enum tok_kind { TOK_IDENT, TOK_NUMBER, TOK_STRING, TOK_PUNCT, TOK_INCLUDE, TOK_EOF };

struct token {
	enum tok_kind kind;
	char text[48];
	int line;
};

struct token_list {
	struct token *v;
	size_t n, cap;
};

void toks_init(struct token_list *l);
struct token *toks_push(struct token_list *l, enum tok_kind kind, const char *text, size_t len, int line);
void toks_free(struct token_list *l);

int lex(const char *src, struct token_list *out);
/* records every #include "..." and returns the first one */
const struct token *collect_includes(const char *src, struct token_list *out);
char *path_normalize(char *path);
const char *tok_kind_name(enum tok_kind k);
#endif
