#include <stdlib.h>
#include <string.h>

#include "minilex.h"

void toks_init(struct token_list *l)
{
	l->v = NULL;
	l->n = l->cap = 0;
}

struct token *toks_push(struct token_list *l, enum tok_kind kind, const char *text, size_t len, int line)
{
	if (l->n == l->cap) {
		size_t cap = l->cap ? l->cap * 2 : 4;
		struct token *v = realloc(l->v, cap * sizeof *v);
		if (!v)
			return NULL;
		l->v = v;
		l->cap = cap;
	}
	struct token *t = &l->v[l->n++];
	t->kind = kind;
	if (len >= sizeof t->text)
		len = sizeof t->text - 1;
	memcpy(t->text, text, len);
	t->text[len] = '\0';
	t->line = line;
	return t;
}

void toks_free(struct token_list *l)
{
	free(l->v);
	toks_init(l);
}

const char *tok_kind_name(enum tok_kind k)
{
	static const char *names[] = { "ident", "number", "string", "punct", "include", "eof" };
	return names[k];
}
