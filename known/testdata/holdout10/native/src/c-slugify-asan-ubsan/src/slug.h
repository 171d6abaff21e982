#include <stddef.h>
size_t slugify(const char *in, char *out, size_t n);
int utf8_len(unsigned char lead);
int category_of(int ch);
