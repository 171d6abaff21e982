#include <string.h>
#include "geokit.h"

static const char base32[] = "0123456789bcdefghjkmnpqrstuvwxyz";

int geohash_encode(struct point p, int precision, char *out)
{
	double lat[2] = { -90, 90 }, lon[2] = { -180, 180 };
	int bit = 0, ch = 0, even = 1, len = 0;
	while (len < precision) {
		double *r = even ? lon : lat;
		double v = even ? p.lon : p.lat;
		double mid = (r[0] + r[1]) / 2;
		if (v >= mid) {
			ch = ch * 2 + 1;
			r[0] = mid;
		} else {
			ch = ch * 2;
			r[1] = mid;
		}
		even = !even;
		if (++bit == 5) {
			out[len++] = base32[ch];
			bit = ch = 0;
		}
	}
	out[len] = '\0';
	return len;
}

int geohash_decode(const char *hash, struct point *p)
{
	double lat[2] = { -90, 90 }, lon[2] = { -180, 180 };
	int even = 1;
	for (size_t i = 0; i < strlen(hash); i++) {
		const char *c = strchr(base32, hash[i]);
		if (!c)
			return -1;
		int v = (int)(c - base32);
		for (int b = 4; b >= 0; b--) {
			double *r = even ? lon : lat;
			double mid = (r[0] + r[1]) / 2;
			if (v >> b & 1)
				r[0] = mid;
			else
				r[1] = mid;
			even = !even;
		}
	}
	p->lat = (lat[0] + lat[1]) / 2;
	p->lon = (lon[0] + lon[1]) / 2;
	return 0;
}

int geohash_neighbour(const char *hash, int dir, char *out)
{
	struct point p;
	int len = (int)strlen(hash);
	double step = 180.0;
	if (geohash_decode(hash, &p) != 0)
		return -1;
	for (int i = 0; i < len * 5 / 2; i++)
		step /= 2;
	switch (dir) {
	case 0: p.lat += step; break;
	case 1: p.lon += step * 2; break;
	case 2: p.lat -= step; break;
	case 3: p.lon -= step * 2; break;
	default: return -1;
	}
	return geohash_encode(p, len, out);
}
