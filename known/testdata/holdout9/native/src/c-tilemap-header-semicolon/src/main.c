#include <stdio.h>
#include <stdlib.h>

#include "tile.h"

int main(int argc, char **argv)
{
	struct layer l = { .opacity = 255, .viewport = { 0, 0, 64, 48 } };
	struct point vis[64];
	if (tilemap_init(&l.map, 32, 32) < 0)
		return 1;
	for (int i = 0; i < 32; i += 3)
		tilemap_set(&l.map, (struct point){ i, i }, 7);
	size_t n = layer_visible(&l, vis, 64);
	printf("%zu visible tiles\n", n);
	tilemap_free(&l.map);
	return 0;
}
