#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "strbuf.h"

static void grow(struct strbuf *sb, size_t extra)
{
	if (sb->len + extra + 1 <= sb->cap)
		return;
	while (sb->len + extra + 1 > sb->cap)
		sb->cap = sb->cap ? sb->cap * 2 : 16;
	sb->data = realloc(sb->data, sb->cap);
}

void sb_init(struct strbuf *sb)
{
	sb->data = NULL;
	sb->len = sb->cap = 0;
	grow(sb, 0);
	sb->data[0] = '\0';
}

void sb_free(struct strbuf *sb) { free(sb->data); }

void sb_append(struct strbuf *sb, const char *s)
{
	size_t n = strlen(s);
	grow(sb, n);
	memcpy(sb->data + sb->len, s, n + 1);
	sb->len += n;
}

void sb_insert(struct strbuf *sb, size_t at, const char *s)
{
	size_t n = strlen(s);
	if (at > sb->len)
		at = sb->len;
	grow(sb, n);
	memmove(sb->data + at + n, sb->data + at, sb->len - at + 1);
	memcpy(sb->data + at, s, n);
	sb->len += n;
}

void sb_trim(struct strbuf *sb)
{
	size_t b = 0, e = sb->len;
	while (b < e && (sb->data[b] == ' ' || sb->data[b] == '\t'))
		b++;
	while (e > b && (sb->data[e - 1] == ' ' || sb->data[e - 1] == '\t'))
		e--;
	memmove(sb->data, sb->data + b, e - b);
	sb->len = e - b;
	sb->data[sb->len] = '\0';
}

char **sb_split(const char *s, char sep, size_t *n)
{
	size_t count = 1;
	for (const char *p = s; *p; p++)
		count += *p == sep;
	char **out = calloc(count + 1, sizeof *out);
	size_t k = 0;
	const char *start = s;
	for (const char *p = s;; p++) {
		if (*p == sep || *p == '\0') {
			out[k] = strndup(start, (size_t)(p - start));
			k++;
			if (*p == '\0')
				break;
			start = p + 1;
		}
	}
	/* drop empty trailing field */
	if (k > 1 && out[k - 1][0] == '\0') {
		free(out[k - 1]);
		out[--k] = NULL;
	}
	*n = k;
	return out;
}

void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	grow(sb, (size_t)n);
	va_start(ap, fmt);
	vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	sb->len += (size_t)n;
}

size_t sb_replace(struct strbuf *sb, const char *from, const char *to)
{
	struct strbuf out;
	size_t flen = strlen(from), count = 0;
	const char *p = sb->data, *hit;
	sb_init(&out);
	while ((hit = strstr(p, from)) != NULL) {
		char save = *hit;
		*(char *)hit = '\0';
		sb_append(&out, p);
		*(char *)hit = save;
		sb_append(&out, to);
		p = hit + flen;
		count++;
	}
	sb_append(&out, p);
	sb_free(sb);
	*sb = out;
	return count;
}

void sb_reverse(struct strbuf *sb)
{
	for (size_t i = 0, j = sb->len; i + 1 < j; i++, j--) {
		char t = sb->data[i];
		sb->data[i] = sb->data[j - 1];
		sb->data[j - 1] = t;
	}
}

int sb_compare(const struct strbuf *a, const struct strbuf *b)
{
	return strcmp(a->data, b->data);
}
