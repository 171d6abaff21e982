#ifndef RAYMATH_VEC_H
#define RAYMATH_VEC_H
/* 1.3: the _t suffix is reserved by POSIX; vec3_t is now vec3 */
typedef struct { double x, y, z; } vec3;
#endif
