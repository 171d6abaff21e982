/* vec.h - 2D vector helpers shared by the shape and transform modules */
#include <math.h>

struct vec2 {
	double x, y;
};

static inline struct vec2 vec2_make(double x, double y)
{
	struct vec2 v = { x, y };
	return v;
}

static inline struct vec2 vec2_add(struct vec2 a, struct vec2 b)
{
	return vec2_make(a.x + b.x, a.y + b.y);
}

static inline struct vec2 vec2_sub(struct vec2 a, struct vec2 b)
{
	return vec2_make(a.x - b.x, a.y - b.y);
}

static inline double vec2_dot(struct vec2 a, struct vec2 b)
{
	return a.x * b.x + a.y * b.y;
}

static inline double vec2_len(struct vec2 a)
{
	return sqrt(vec2_dot(a, a));
}
