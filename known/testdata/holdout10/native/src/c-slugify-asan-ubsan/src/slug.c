#include <ctype.h>
#include <string.h>
#include "slug.h"
size_t slugify(const char *in, char *out, size_t n)
{
	size_t o = 0;
	int dash = 0;
	for (; *in && o + 1 < n; in++) {
		if (isalnum((unsigned char)*in)) { out[o++] = (char)tolower((unsigned char)*in); dash = 0; }
		else if (!dash && o) { out[o++] = '-'; dash = 1; }
	}
	if (o && out[o - 1] == '-') o--;
	out[o] = 0;
	return o;
}
int utf8_len(unsigned char lead)
{
	if (lead < 0x80) return 1;
	if ((lead >> 5) == 6) return 2;
	if ((lead >> 4) == 14) return 3;
	return 4;
}
static const int categories[8] = { 0, 1, 1, 2, 2, 3, 3, 3 };
int category_of(int ch)
{
	return categories[ch >> 4];  /* ASCII only: 0..127 */
}
