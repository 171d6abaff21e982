#ifndef GEO_VEC_H
#define GEO_VEC_H

struct vec {
	double x, y;
};

struct vec vec_add(struct vec a, struct vec b);
struct vec vec_scale(struct vec v, double k);
double vec_len(struct vec v);

#endif
