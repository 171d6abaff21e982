#include "csvkit.h"

size_t csv_unescape(char *s, char quote)
{
	size_t r = 0, w = 0;
	for (; s[r]; r++, w++) {
		if (s[r] == quote && s[r + 1] == quote)
			r++;
		s[w] = s[r];
	}
	s[w] = '\0';
	return w;
}
