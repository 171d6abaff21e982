#include <math.h>
#include "raymath.h"
vec3_t v_add(vec3_t a, vec3_t b) { return (vec3_t){ a.x + b.x, a.y + b.y, a.z + b.z }; }
vec3_t v_sub(vec3_t a, vec3_t b) { return (vec3_t){ a.x - b.x, a.y - b.y, a.z - b.z }; }
vec3_t v_scale(vec3_t a, double k) { return (vec3_t){ a.x * k, a.y * k, a.z * k }; }
double v_dot(vec3_t a, vec3_t b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
vec3_t v_norm(vec3_t a) { return v_scale(a, 1.0 / sqrt(v_dot(a, a))); }
