#ifndef ERRTAB_H
#define ERRTAB_H
#include <stddef.h>
struct errtab_entry { int code; const char *name; const char *text; };
extern const struct errtab_entry errtab_entries[];
extern const int errtab_count;
const char *errtab_name(int code);
const char *errtab_text(int code);
int errtab_format(char *buf, size_t len, int code, const char *detail);
size_t errtab_copy_name(char *dst, size_t len, int code);
#endif
