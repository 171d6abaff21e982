#include <stdint.h>
#include <string.h>
struct rgb { uint8_t r, g, b; };
static int nib(char c)
{
	if (c >= '0' && c <= '9') return c - '0';
	if (c >= 'a' && c <= 'f') return c - 'a' + 10;
	if (c >= 'A' && c <= 'F') return c - 'A' + 10;
	return -1;
}
/* only main.c parses colours for now */
static int parse_hex(const char *s, struct rgb *out)
{
	if (*s == '#') s++;
	if (strlen(s) != 6) return -1;
	int v[6];
	for (int i = 0; i < 6; i++)
		if ((v[i] = nib(s[i])) < 0) return -1;
	out->r = (uint8_t)(v[0] << 4 | v[1]);
	out->g = (uint8_t)(v[2] << 4 | v[3]);
	out->b = (uint8_t)(v[4] << 4 | v[5]);
	return 0;
}
