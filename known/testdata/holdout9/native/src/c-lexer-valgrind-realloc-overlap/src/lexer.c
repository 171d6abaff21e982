#include <ctype.h>
#include <string.h>

#include "minilex.h"

int lex(const char *src, struct token_list *out)
{
	const char *p = src;
	int line = 1;

	while (*p) {
		const char *start = p;
		if (*p == '\n') {
			line++;
			p++;
		} else if (isspace((unsigned char)*p)) {
			p++;
		} else if (isalpha((unsigned char)*p) || *p == '_') {
			while (isalnum((unsigned char)*p) || *p == '_')
				p++;
			toks_push(out, TOK_IDENT, start, p - start, line);
		} else if (isdigit((unsigned char)*p)) {
			while (isalnum((unsigned char)*p) || *p == '.')
				p++;
			toks_push(out, TOK_NUMBER, start, p - start, line);
		} else if (*p == '"') {
			p++;
			while (*p && *p != '"' && *p != '\n')
				p++;
			if (*p == '"')
				p++;
			toks_push(out, TOK_STRING, start, p - start, line);
		} else {
			p++;
			toks_push(out, TOK_PUNCT, start, 1, line);
		}
	}
	return toks_push(out, TOK_EOF, "", 0, line) ? 0 : -1;
}
