#ifndef SLUG_H
#define SLUG_H
#include <stddef.h>

/* writes at most cap-1 bytes of the slug of in to out; returns its length */
size_t slugify(const char *in, char *out, size_t cap);
char *trim(const char *s);
int utf8_len(unsigned char lead);
#endif
