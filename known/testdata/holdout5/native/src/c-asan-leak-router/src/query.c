#include <ctype.h>
#include <string.h>
#include "routekit.h"

size_t query_count(const char *q)
{
	size_t n = *q ? 1 : 0;
	for (; *q; q++)
		n += *q == '&';
	return n;
}

static int hexval(int c)
{
	if (isdigit(c))
		return c - '0';
	c = tolower(c);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

int query_decode(const char *in, char *out, size_t cap)
{
	size_t n = 0;
	for (; *in && *in != '&'; in++) {
		int c = (unsigned char)*in;
		if (c == '+') {
			c = ' ';
		} else if (c == '%') {
			int hi = hexval((unsigned char)in[1]), lo = hi < 0 ? -1 : hexval((unsigned char)in[2]);
			if (hi < 0 || lo < 0)
				return -1;
			c = hi * 16 + lo;
			in += 2;
		}
		if (n + 1 >= cap)
			return -1;
		out[n++] = (char)c;
	}
	out[n] = '\0';
	return (int)n;
}

int query_get(const char *q, const char *key, char *out, size_t cap)
{
	size_t klen = strlen(key);
	while (*q) {
		if (strncmp(q, key, klen) == 0 && q[klen] == '=')
			return query_decode(q + klen + 1, out, cap);
		q = strchr(q, '&');
		if (q == NULL)
			break;
		q++;
	}
	return -1;
}
