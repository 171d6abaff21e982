#ifndef GEOKIT_H
#define GEOKIT_H
#include <stddef.h>

struct point {
	double lat, lon;
};

struct polygon {
	struct point *pts;
	size_t n;
};

int geohash_encode(struct point p, int precision, char *out);
int geohash_decode(const char *hash, struct point *p);
int geohash_neighbour(const char *hash, int dir, char *out);
double haversine_km(struct point a, struct point b);
double polygon_area(const struct polygon *poly);
int polygon_contains(const struct polygon *poly, struct point p);
int polygon_self_intersects(const struct polygon *poly);
int wkt_parse_point(const char *s, struct point *p);
int wkt_parse_polygon(const char *s, struct polygon *poly);
#endif
