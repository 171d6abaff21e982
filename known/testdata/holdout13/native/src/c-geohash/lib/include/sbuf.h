#ifndef SBUF_H
#define SBUF_H
#include <stddef.h>
struct sbuf { char *p; size_t len, cap; };
void sbuf_init(struct sbuf *b);
int sbuf_putc(struct sbuf *b, char c);
int sbuf_puts(struct sbuf *b, const char *s);
void sbuf_free(struct sbuf *b);
#endif
