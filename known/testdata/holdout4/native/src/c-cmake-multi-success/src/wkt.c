#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "geokit.h"

int wkt_parse_point(const char *s, struct point *p)
{
	/* WKT is "POINT (lon lat)" */
	if (sscanf(s, "POINT (%lf %lf)", &p->lon, &p->lat) != 2)
		return -1;
	return 0;
}

int wkt_parse_polygon(const char *s, struct polygon *poly)
{
	const char *c = strstr(s, "((");
	size_t cap = 8;
	int n = 0;
	if (strncmp(s, "POLYGON", 7) != 0 || !c)
		return -1;
	poly->pts = malloc(cap * sizeof *poly->pts);
	poly->n = 0;
	c += 2;
	for (;;) {
		struct point p;
		int used;
		if (sscanf(c, "%lf %lf%n", &p.lon, &p.lat, &used) != 2)
			return -1;
		if (poly->n == cap) {
			cap *= 2;
			poly->pts = realloc(poly->pts, cap * sizeof *poly->pts);
		}
		poly->pts[poly->n++] = p;
		c += used;
		if (*c == ')')
			break;
		if (*c++ != ',')
			return -1;
		while (*c == ' ')
			c++;
	}
	if (poly->n > 1 && poly->pts[0].lat == poly->pts[poly->n - 1].lat &&
	    poly->pts[0].lon == poly->pts[poly->n - 1].lon)
		poly->n--;
	return 0;
}
