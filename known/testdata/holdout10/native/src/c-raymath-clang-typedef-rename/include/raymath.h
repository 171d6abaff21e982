#ifndef RAYMATH_H
#define RAYMATH_H
#include "vec.h"
vec3_t v_add(vec3_t a, vec3_t b);
vec3_t v_sub(vec3_t a, vec3_t b);
vec3_t v_scale(vec3_t a, double k);
double v_dot(vec3_t a, vec3_t b);
vec3_t v_norm(vec3_t a);
typedef struct { vec3_t origin, dir; } ray_t;
vec3_t ray_at(ray_t r, double t);
typedef struct { vec3_t center; double radius; } sphere_t;
int sphere_hit(const sphere_t *s, ray_t r, double *t);
#endif
