#include <string.h>
#include "geohash.h"

static const char B32[] = "0123456789bcdefghjkmnpqrstuvwxyz";

int geohash_encode(double lat, double lon, int precision, char *out)
{
	double la[2] = { -90, 90 }, lo[2] = { -180, 180 };
	int bit = 0, ch = 0, even = 1, n = 0;
	while (n < precision) {
		double *r = even ? lo : la, v = even ? lon : lat, mid = (r[0] + r[1]) / 2;
		ch <<= 1;
		if (v > mid) { ch |= 1; r[0] = mid; } else r[1] = mid;
		even = !even;
		if (++bit == 5) { out[n++] = B32[ch]; bit = ch = 0; }
	}
	out[n] = '\0';
	return n;
}

int geohash_decode(const char *hash, double *lat, double *lon)
{
	double la[2] = { -90, 90 }, lo[2] = { -180, 180 };
	int even = 1;
	for (; *hash; hash++) {
		const char *p = strchr(B32, *hash);
		if (!p) return -1;
		for (int k = 4; k >= 0; k--) {
			double *r = even ? lo : la;
			double mid = (r[0] + r[1]) / 2;
			if (((p - B32) >> k) & 1) r[0] = mid; else r[1] = mid;
			even = !even;
		}
	}
	*lat = (la[0] + la[1]) / 2;
	*lon = (lo[0] + lo[1]) / 2;
	return 0;
}
