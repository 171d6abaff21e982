#include <string.h>

#include "geohash.h"

static const char base32[] = "0123456789bcdefghjkmnpqrstuvwxyz";

int geohash_encode(double lat, double lon, int precision, char *out)
{
	double la[2] = { -90, 90 }, lo[2] = { -180, 180 };
	int bit = 0, ch = 0, even = 1, n = 0;

	if (precision < 1 || precision > 12 || lat < -90 || lat > 90 || lon < -180 || lon > 180)
		return -1;
	while (n < precision) {
		double *r = even ? lo : la, v = even ? lon : lat, mid = (r[0] + r[1]) / 2;
		if (v >= mid) {
			ch = ch << 1 | 1;
			r[0] = mid;
		} else {
			ch <<= 1;
			r[1] = mid;
		}
		even = !even;
		if (++bit == 5) {
			out[n++] = base32[ch];
			bit = ch = 0;
		}
	}
	out[n] = '\0';
	return 0;
}

int geohash_decode(const char *hash, double *lat, double *lon, double *lat_err, double *lon_err)
{
	double la[2] = { -90, 90 }, lo[2] = { -180, 180 };
	int even = 1;
	for (const char *p = hash; *p; p++) {
		const char *c = strchr(base32, *p);
		if (!c)
			return -1;
		for (int b = 4; b >= 0; b--) {
			double *r = even ? lo : la, mid = (r[0] + r[1]) / 2;
			r[((c - base32) >> b & 1) ? 0 : 1] = mid;
			even = !even;
		}
	}
	*lat = (la[0] + la[1]) / 2;
	*lon = (lo[0] + lo[1]) / 2;
	*lat_err = (la[1] - la[0]) / 2;
	*lon_err = (lo[1] - lo[0]) / 2;
	return 0;
}
