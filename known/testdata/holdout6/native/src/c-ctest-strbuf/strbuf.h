#ifndef STRBUF_H
#define STRBUF_H
#include <stddef.h>

struct strbuf { char *data; size_t len, cap; };

void sb_init(struct strbuf *sb);
void sb_free(struct strbuf *sb);
void sb_append(struct strbuf *sb, const char *s);
void sb_insert(struct strbuf *sb, size_t at, const char *s);
void sb_trim(struct strbuf *sb);
/* splits on sep; returns a NULL-terminated array of strings, *n set to the count */
char **sb_split(const char *s, char sep, size_t *n);
void sb_printf(struct strbuf *sb, const char *fmt, ...);
size_t sb_replace(struct strbuf *sb, const char *from, const char *to);
void sb_reverse(struct strbuf *sb);
int sb_compare(const struct strbuf *a, const struct strbuf *b);
#endif
