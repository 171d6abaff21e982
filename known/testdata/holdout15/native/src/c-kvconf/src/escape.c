#include "kvconf.h"

size_t kv_unescape(char *dst, const char *src, size_t n)
{
	size_t o = 0;
	for (; *src && o + 1 < n; src++) {
		if (*src == '\\' && src[1]) {
			src++;
			switch (*src) {
			case 'n': dst[o++] = '\n'; break;
			case 't': dst[o++] = '\t'; break;
			default: dst[o++] = *src; break;
			}
		} else {
			dst[o++] = *src;
		}
	}
	dst[o] = '\0';
	return o;
}
