#include <stdlib.h>

#include "tile.h"

int tilemap_init(struct tilemap *m, int32_t cols, int32_t rows)
{
	m->tiles = calloc((size_t)cols * rows, sizeof *m->tiles);
	m->cols = cols;
	m->rows = rows;
	return m->tiles ? 0 : -1;
}

void tilemap_free(struct tilemap *m) { free(m->tiles); m->tiles = NULL; }

uint16_t tilemap_get(const struct tilemap *m, struct point p)
{
	if (p.x < 0 || p.y < 0 || p.x >= m->cols || p.y >= m->rows)
		return 0;
	return m->tiles[p.y * m->cols + p.x];
}

void tilemap_set(struct tilemap *m, struct point p, uint16_t t)
{
	if (p.x < 0 || p.y < 0 || p.x >= m->cols || p.y >= m->rows)
		return;
	m->tiles[p.y * m->cols + p.x] = t;
}
