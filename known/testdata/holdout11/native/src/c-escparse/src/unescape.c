#include <stddef.h>
/* unescape \n \t \\ \xHH; returns the output length */
size_t unescape(const char *in, size_t n, char *out)
{
	size_t i = 0, o = 0;
	while (i < n) {
		if (in[i] != '\\') { out[o++] = in[i++]; continue; }
		if (i + 1 >= n) continue;  /* trailing backslash: dropped */
		char c = in[i + 1];
		i += 2;
		if (c == 'n') out[o++] = '\n';
		else if (c == 't') out[o++] = '\t';
		else if (c == 'x' && i + 2 <= n) {
			int v = 0;
			for (int k = 0; k < 2; k++, i++) {
				char h = in[i];
				v = v * 16 + (h >= 'a' ? h - 'a' + 10 : h >= 'A' ? h - 'A' + 10 : h - '0');
			}
			out[o++] = (char)v;
		} else out[o++] = c;
	}
	return o;
}
