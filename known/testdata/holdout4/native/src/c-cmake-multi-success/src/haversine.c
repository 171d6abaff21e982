#include <math.h>
#include "geokit.h"

#define EARTH_KM 6371.0088

double haversine_km(struct point a, struct point b)
{
	double rad = M_PI / 180;
	double dlat = (b.lat - a.lat) * rad, dlon = (b.lon - a.lon) * rad;
	double h = sin(dlat / 2) * sin(dlat / 2) +
		   cos(a.lat * rad) * cos(b.lat * rad) * sin(dlon / 2) * sin(dlon / 2);
	double unused_bearing;
	return 2 * EARTH_KM * asin(sqrt(h));
}
