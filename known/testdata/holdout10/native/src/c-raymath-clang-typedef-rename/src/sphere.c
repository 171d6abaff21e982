#include <math.h>
#include "raymath.h"
int sphere_hit(const sphere_t *s, ray_t r, double *t)
{
	vec3_t oc = v_sub(r.origin, s->center);
	double a = v_dot(r.dir, r.dir), b = 2 * v_dot(oc, r.dir), c = v_dot(oc, oc) - s->radius * s->radius;
	double d = b * b - 4 * a * c;
	if (d < 0) return 0;
	*t = (-b - sqrt(d)) / (2 * a);
	return 1;
}
