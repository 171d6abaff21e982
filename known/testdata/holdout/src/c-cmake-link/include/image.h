#ifndef IMAGE_H
#define IMAGE_H
struct image { int w, h; unsigned char *px; };
struct image *image_new(int w, int h);
void image_free(struct image *im);
struct image *image_resize(const struct image *im, int w, int h);
int image_save_png(const struct image *im, const char *path);
#endif
