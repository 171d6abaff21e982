#ifndef LOG_H
#define LOG_H
#include <stddef.h>
#include <time.h>
int csv_next_field(const char **p, char *out, size_t n);
int timefmt_parse(const char *s, struct tm *tm);
char *str_trim(char *s);
struct ringbuf { char **lines; size_t cap, head, len; };
int ringbuf_init(struct ringbuf *r, size_t cap);
void ringbuf_push(struct ringbuf *r, const char *line);
#endif
