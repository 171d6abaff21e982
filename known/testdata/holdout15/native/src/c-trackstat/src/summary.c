#include <stdio.h>
#include "track.h"

void summary_print(const struct track *tr)
{
	printf("points: %zu\n", tr->n);
	printf("length: %.1f m\n", track_length_m(tr));
	printf("max speed: %.1f km/h\n", max_speed_kmh(tr));
}
