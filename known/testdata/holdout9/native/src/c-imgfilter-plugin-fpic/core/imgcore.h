#ifndef IMGCORE_H
#define IMGCORE_H
#include <stddef.h>
#include <stdint.h>

struct image {
	int w, h;
	uint8_t *px; /* RGBA */
};

int image_alloc(struct image *im, int w, int h);
void image_free(struct image *im);
uint8_t *image_at(struct image *im, int x, int y);

uint8_t clamp_u8(double v);
void pixel_mix(uint8_t *dst, const uint8_t *a, const uint8_t *b, double t);

struct kernel {
	int size;
	double k[49];
};
extern const struct kernel kernel_box3, kernel_gauss5, kernel_sharpen3;
int kernel_apply(const struct kernel *k, const struct image *src, struct image *dst);

struct filter {
	const char *name;
	int (*run)(const struct image *src, struct image *dst, double amount);
};
extern int imgcore_verbose;
int filter_register(const struct filter *f);
const struct filter *filter_find(const char *name);
#endif
