#ifndef TILEMAP_TILE_H
#define TILEMAP_TILE_H

#include <stddef.h>
#include <stdint.h>

#include "geom.h"

#define TILE_SIZE 16

struct tilemap {
	uint16_t *tiles;
	int32_t cols, rows;
};

struct layer {
	struct tilemap map;
	struct rect viewport;
	uint8_t opacity;
};

int tilemap_init(struct tilemap *m, int32_t cols, int32_t rows);
void tilemap_free(struct tilemap *m);
uint16_t tilemap_get(const struct tilemap *m, struct point p);
void tilemap_set(struct tilemap *m, struct point p, uint16_t t);

size_t layer_visible(const struct layer *l, struct point *out, size_t max);

struct palette {
	uint32_t rgba[256];
	unsigned n;
};
int palette_load(struct palette *p, const char *path);

size_t rle_encode(const uint16_t *in, size_t n, uint16_t *out, size_t cap);
size_t rle_decode(const uint16_t *in, size_t n, uint16_t *out, size_t cap);

#endif
