#ifndef COLOR_H
#define COLOR_H
#include <stdint.h>
struct rgb { uint8_t r, g, b; };
inline int clamp255(int v) { return v < 0 ? 0 : v > 255 ? 255 : v; }
struct rgb rgb_mix(struct rgb a, struct rgb b, int pct);
struct rgb rgb_lighten(struct rgb c, int amount);
int parse_hex(const char *s, struct rgb *out);
#endif
