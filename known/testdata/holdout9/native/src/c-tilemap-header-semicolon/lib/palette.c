#include <stdio.h>

#include "tile.h"

int palette_load(struct palette *p, const char *path)
{
	FILE *f = fopen(path, "r");
	unsigned r, g, b, a;
	if (!f)
		return -1;
	p->n = 0;
	while (p->n < 256 && fscanf(f, "%x %x %x %x", &r, &g, &b, &a) == 4)
		p->rgba[p->n++] = r << 24 | g << 16 | b << 8 | a;
	fclose(f);
	return p->n;
}
