#include <string.h>

#include "minilex.h"

const struct token *collect_includes(const char *src, struct token_list *out)
{
	const struct token *first = NULL;
	int line = 1;
	for (const char *p = src; *p; p++) {
		if (*p == '\n') {
			line++;
			continue;
		}
		if ((p == src || p[-1] == '\n') && strncmp(p, "#include \"", 10) == 0) {
			const char *name = p + 10, *end = strchr(name, '"');
			if (!end)
				continue;
			const struct token *t = toks_push(out, TOK_INCLUDE, name, end - name, line);
			if (!first)
				first = t;
		}
	}
	return first;
}
