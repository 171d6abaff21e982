#include "tile.h"

size_t layer_visible(const struct layer *l, struct point *out, size_t max)
{
	size_t n = 0;
	struct rect full = { 0, 0, l->map.cols * TILE_SIZE, l->map.rows * TILE_SIZE }, vis;
	if (l->opacity == 0 || !rect_intersect(&full, &l->viewport, &vis))
		return 0;
	for (int32_t y = vis.y / TILE_SIZE; y <= (vis.y + vis.h - 1) / TILE_SIZE; y++)
		for (int32_t x = vis.x / TILE_SIZE; x <= (vis.x + vis.w - 1) / TILE_SIZE; x++)
			if (n < max && tilemap_get(&l->map, (struct point){ x, y }))
				out[n++] = (struct point){ x, y };
	return n;
}
