#include <math.h>
#include "track.h"

#define EARTH_R 6371000.0
#define RAD(d) ((d) * M_PI / 180.0)

double haversine_m(const struct point *a, const struct point *b)
{
	double dlat = RAD(b->lat - a->lat), dlon = RAD(b->lon - a->lon);
	double h = sin(dlat / 2) * sin(dlat / 2) +
		   cos(RAD(a->lat)) * cos(RAD(b->lat)) * sin(dlon / 2) * sin(dlon / 2);
	return 2 * EARTH_R * atan2(sqrt(h), sqrt(1 - h));
}

double track_length_m(const struct track *tr)
{
	double d = 0;
	for (size_t i = 1; i < tr->n; i++)
		d += haversine_m(&tr->pts[i - 1], &tr->pts[i]);
	return d;
}
