#include <math.h>
#include "geokit.h"

double polygon_area(const struct polygon *poly)
{
	double area = 0;
	for (size_t i = 0; i < poly->n; i++) {
		struct point a = poly->pts[i], b = poly->pts[(i + 1) % poly->n];
		area += a.lon * b.lat - b.lon * a.lat;
	}
	return fabs(area) / 2;
}

int polygon_contains(const struct polygon *poly, struct point p)
{
	int inside = 0;
	for (size_t i = 0, j = poly->n - 1; i < poly->n; j = i++) {
		struct point a = poly->pts[i], b = poly->pts[j];
		if ((a.lat > p.lat) != (b.lat > p.lat) &&
		    p.lon < (b.lon - a.lon) * (p.lat - a.lat) / (b.lat - a.lat) + a.lon)
			inside = !inside;
	}
	return inside;
}

static int cross(struct point a, struct point b, struct point c)
{
	double v = (b.lon - a.lon) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lon - a.lon);
	return (v > 0) - (v < 0);
}

int polygon_self_intersects(const struct polygon *poly)
{
	for (int i = 0; i < poly->n; i++) {
		for (size_t j = i + 2; j < poly->n; j++) {
			struct point a = poly->pts[i], b = poly->pts[i + 1];
			struct point c = poly->pts[j], d = poly->pts[(j + 1) % poly->n];
			if (j + 1 == poly->n && i == 0)
				continue;
			if (cross(a, b, c) != cross(a, b, d) && cross(c, d, a) != cross(c, d, b))
				return 1;
		}
	}
	return 0;
}
