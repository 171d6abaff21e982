#include <math.h>
#include "geo/vec.h"

struct vec vec_add(struct vec a, struct vec b)
{
	struct vec r = { a.x + b.x, a.y + b.y };
	return r;
}

struct vec vec_scale(struct vec v, double k)
{
	struct vec r = { v.x * k, v.y * k };
	return r;
}

double vec_len(struct vec v)
{
	return sqrt(v.x * v.x + v.y * v.y);
}
