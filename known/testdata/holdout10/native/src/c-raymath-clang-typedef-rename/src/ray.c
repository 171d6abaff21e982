#include "raymath.h"
vec3_t ray_at(ray_t r, double t) { return v_add(r.origin, v_scale(r.dir, t)); }
