#ifndef TRACK_H
#define TRACK_H
#include <stddef.h>

struct point { double lat, lon, ele; long t; };
struct track { struct point *pts; size_t n; };

int gpx_read(const char *path, struct track *tr);
double haversine_m(const struct point *a, const struct point *b);
double track_length_m(const struct track *tr);
double max_speed_kmh(const struct track *tr);
void summary_print(const struct track *tr);
#endif
