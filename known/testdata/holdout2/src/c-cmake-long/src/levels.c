#include <stddef.h>
#include <stdint.h>
typedef struct { uint8_t lo, hi; } level_range;
void img_levels(unsigned char *px, size_t n, level_range r) {
    for (size_t i = 0; i < n; i++) {
        int v = (px[i] - r.lo) * 255 / (r.hi - r.lo);
        px[i] = v > r.max ? r.max : (unsigned char)v;
    }
}
