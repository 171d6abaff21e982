#include "color.h"
struct rgb rgb_mix(struct rgb a, struct rgb b, int pct)
{
	struct rgb o;
	o.r = (uint8_t)clamp255((a.r * (100 - pct) + b.r * pct) / 100);
	o.g = (uint8_t)clamp255((a.g * (100 - pct) + b.g * pct) / 100);
	o.b = (uint8_t)clamp255((a.b * (100 - pct) + b.b * pct) / 100);
	return o;
}
struct rgb rgb_lighten(struct rgb c, int amount)
{
	struct rgb o = { (uint8_t)clamp255(c.r + amount), (uint8_t)clamp255(c.g + amount), (uint8_t)clamp255(c.b + amount) };
	return o;
}
