#ifndef IMGFMT_H
#define IMGFMT_H
#include <stddef.h>
#include <stdint.h>

struct image {
	int width, height;
	size_t pitch;          /* bytes per row (was: stride) */
	int channels;
	uint8_t *pixels;
};

struct image *img_new(int w, int h, int channels);
void img_free(struct image *img);
int img_load_ppm(const char *path, struct image **out);
int img_save_ppm(const char *path, const struct image *img);
void img_grayscale(struct image *img);
void img_flip_h(struct image *img);
void img_blur3(struct image *img);
uint32_t img_checksum(const struct image *img);
#endif
