#include <math.h>
#include "track.h"

double max_speed_kmh(const struct track *tr)
{
	double best = 0;
	for (size_t i = 1; i < tr->n; i++) {
		long dt = tr->pts[i].t - tr->pts[i - 1].t;
		if (dt <= 0)
			continue;
		double v = haversine_m(&tr->pts[i - 1], &tr->pts[i]) / dt * 3.6;
		best = fmax(best, v);
	}
	return round(best * 10) / 10;
}
