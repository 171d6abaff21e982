#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tpool.h"

char *str_trim(char *s)
{
	char *end;
	while (isspace((unsigned char)*s))
		s++;
	end = s + strlen(s);
	while (end > s && isspace((unsigned char)end[-1]))
		end--;
	*end = '\0';
	return s;
}

size_t str_split(char *s, char sep, char **fields, size_t max)
{
	size_t n = 0;
	if (max == 0)
		return 0;
	fields[n++] = s;
	for (; *s; s++) {
		if (*s == sep && n < max) {
			*s = '\0';
			fields[n++] = s + 1;
		}
	}
	return n;
}

size_t str_join(char *dst, size_t cap, const char *const *parts, size_t n, const char *sep)
{
	size_t len = 0;
	dst[0] = '\0';
	for (size_t i = 0; i < n; i++) {
		int w = snprintf(dst + len, cap - len, "%s%s", i ? sep : "", parts[i]);
		if (w < 0 || (size_t)w >= cap - len)
			return cap;
		len += (size_t)w;
	}
	return len;
}

void str_lower(char *s)
{
	for (; *s; s++)
		*s = (char)tolower((unsigned char)*s);
}

int str_starts_with(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

int str_parse_size(const char *s, unsigned long long *out)
{
	char *end;
	unsigned long long v;
	errno = 0;
	v = strtoull(s, &end, 10);
	if (end == s || errno != 0)
		return -EINVAL;
	switch (*end) {
	case 'k': case 'K': v <<= 10; end++; break;
	case 'm': case 'M': v <<= 20; end++; break;
	case 'g': case 'G': v <<= 30; end++; break;
	}
	if (*end != '\0')
		return -EINVAL;
	*out = v;
	return 0;
}

size_t str_escape(char *dst, size_t cap, const char *src)
{
	size_t n = 0;
	for (; *src && n + 2 < cap; src++) {
		if (*src == '"' || *src == '\\')
			dst[n++] = '\\';
		dst[n++] = *src;
	}
	dst[n] = '\0';
	return n;
}
