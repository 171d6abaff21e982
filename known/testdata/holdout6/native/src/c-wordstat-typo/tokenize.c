#include <ctype.h>
#include "wordstat.h"

size_t tokenize(const char *text, char **out, size_t max)
{
	static char scratch[4096];
	size_t n = 0, k = 0;
	int in_word = 0;

	for (const char *p = text; *p && k + 1 < sizeof scratch; p++) {
		if (isalnum((unsigned char)*p)) {
			if (!in_word && n < max)
				out[n++] = &scratch[k];
			scratch[k++] = (char)tolower((unsigned char)*p);
			in_word = 1;
		} else if (in_word) {
			scratch[k++] = '\0';
			in_word = 0;
		}
	}
	scratch[k] = '\0';
	return n;
}
